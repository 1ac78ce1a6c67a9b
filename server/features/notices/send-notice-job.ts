import { z } from 'zod';
import { CHECKPOINT_COUNT } from '../../../contracts/checkpoints.ts';
import type { JobDefinition } from '../../jobs/queue.ts';

const keyed = { userId: z.string(), dedupeKey: z.string() };

export const sendNoticeJob = {
  name: 'send-notice',
  version: 1,
  payload: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('weekly-reminder'), ...keyed }),
    z.object({ kind: z.literal('feedback-ready'), ...keyed, submissionId: z.string() }),
    z.object({ kind: z.literal('checkpoint-ready'), ...keyed, planId: z.string(), checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT) }),
  ]),
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 120,
  expireInSeconds: 120,
} satisfies JobDefinition<z.ZodType>;

export type SendNoticePayload = z.infer<typeof sendNoticeJob.payload>;
