import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * The reports' API messages as message keys: the answer says them in the request's language
 * (server/platform/errors.ts), English as contracts/reports.ts's REPORT_MESSAGES words them.
 * REPORT_MESSAGES.checkpointNotCompleted(n) stays English until an AppError can carry values.
 */
export const REPORT_ERRORS = {
  planNotFinished: messageKey('report.errors.planNotFinished'),
  planNotSetUp: messageKey('report.errors.planNotSetUp'),
  shareNotFound: messageKey('report.errors.shareNotFound'),
  shareExpired: messageKey('report.errors.shareExpired'),
  shareRevoked: messageKey('report.errors.shareRevoked'),
  shareListNotFound: messageKey('report.errors.shareListNotFound'),
  badCheckpoint: messageKey('report.errors.badCheckpoint'),
} as const;
