import { TASK_MESSAGES } from '../../../../contracts/tasks';
import { errorMessage, errorStatus } from '@/lib/api';

export const SCORE_FAILED = 'Something went wrong while scoring. Please try again.';

/** What went wrong, in the server's words; a sheet that was not found says how to photograph it. */
export function scoreErrorMessage(error: unknown): string {
  if (errorStatus(error) === 422) return errorMessage(error, TASK_MESSAGES.sheetNotFound);
  return errorMessage(error, SCORE_FAILED);
}
