import { z } from 'zod';

/** Every error the API returns has this one shape; `message` is what the browser shows. */
export const ErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  /** Only on a validation failure: each invalid field's first message, keyed by its dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export { ErrorCode, type ErrorBody } from './error-codes.ts';

/** What a parent reads when the analyser finds no drawing in the photo they sent. */
export const NOT_A_DRAWING_MESSAGE = "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light";
