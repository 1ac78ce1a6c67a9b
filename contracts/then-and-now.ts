import { z } from 'zod';

export { describeThenAndNow, THEN_AND_NOW_TEXTS, THEN_AND_NOW_THRESHOLDS, type MeasuredChange, type ThenAndNowChangeKind } from './then-and-now-rule.ts';

export const ThenAndNowChange = z.object({
  kind: z.enum(['more-parts', 'fewer-parts', 'whole-page', 'less-page', 'closed-shapes', 'more-colours', 'fewer-colours', 'ground-line', 'about-the-same']),
  /** `growth` reads as a step on; `neutral` is said without judgement (a drawing varies from day to day). */
  tone: z.enum(['growth', 'neutral']),
  sentence: z.string(),
});
export type ThenAndNowChange = z.infer<typeof ThenAndNowChange>;

const Drawing = z.object({
  /** Owner-only file routes (the display size and the thumbnail); null when the file is gone. */
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});

/** GET /api/plans/{planId}/then-and-now */
export const ThenAndNowResponse = z.discriminatedUnion('state', [
  z.object({ state: z.literal('no-checkpoint'), message: z.string() }),
  z.object({
    state: z.literal('ready'),
    then: Drawing,
    now: Drawing.extend({
      checkpointNumber: z.number().int().min(1),
      /** True when the checkpoint used the parent's "whole person" drawing, the same prompt each time. */
      wholePersonDrawing: z.boolean(),
      evaluatedAt: z.string().nullable(),
    }),
    /** Empty when the two drawings cannot be compared (see `notes`). */
    changes: z.array(ThenAndNowChange),
    notes: z.array(z.string()),
  }),
]);
export type ThenAndNowResponse = z.infer<typeof ThenAndNowResponse>;
