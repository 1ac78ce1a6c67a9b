import { z } from 'zod';
import type { JobDefinition } from '../../../jobs/queue.ts';

/** Builds one "Download my data" archive. The payload names the export only, never its content. */
export const buildExportJob = {
  name: 'build-data-export',
  version: 1,
  payload: z.object({ exportId: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 900,
} satisfies JobDefinition<z.ZodType>;
