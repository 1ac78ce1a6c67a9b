import { z } from 'zod';

/** Every error the API returns has this one shape; `message` is what the browser shows. */
export const ErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const ErrorCode = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A payment did not go through (402); the message is the provider's. */
  paymentFailed: 'PAYMENT_FAILED',
  cardDeclined: 'CARD_DECLINED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  /** The photo shows no drawing (a blank sheet, a photo of a person or a room, a screenshot): 422. */
  notADrawing: 'NOT_A_DRAWING',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What a parent reads when the analyser finds no drawing in the photo they sent. */
export const NOT_A_DRAWING_MESSAGE = "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light";
