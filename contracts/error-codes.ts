/**
 * The codes every API error carries, zod-free so the web app's API client (loaded on every page,
 * the landing page too) can read them without zod (docs/decisions/017-page-start-up.md).
 */
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
  /** A password-reset or e-mail confirmation link that is expired, used or unknown (400). */
  invalidToken: 'INVALID_TOKEN',
  /** A shared report link that has expired or that the parent turned off (410). */
  gone: 'GONE',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The wire shape of every API error, for code that must not load zod (the schema is in errors.ts). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** A request that failed validation: field (dotted path, e.g. "shippingAddress.city") → its first message. */
  fields?: Record<string, string>;
}
