import { z } from 'zod';
import type { JobDefinition } from './queue.ts';

/**
 * A scheduled clean-up (expired uploads, old drawings, exports, orphan files): the cron starts it
 * with no payload, and it is idempotent, so a failed run is simply tried again a minute later.
 * `expireInSeconds` is how long one run may take before another worker takes it over.
 */
export const cleanupJob = (name: string, expireInSeconds: number) =>
  ({
    name,
    version: 1,
    payload: z.object({}).passthrough(),
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds,
  }) satisfies JobDefinition<z.ZodType>;
