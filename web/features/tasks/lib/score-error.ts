import type { Translator } from '../../../../contracts/i18n/translator';
import { TASK_MESSAGE_KEYS } from '../../../../contracts/tasks';
import { errorMessage, errorStatus } from '@/lib/api';

/** What went wrong, in the server's words; a sheet that was not found says how to photograph it. */
export function scoreErrorMessage(error: unknown, t: Translator): string {
  if (errorStatus(error) === 422) return errorMessage(error, t(TASK_MESSAGE_KEYS.sheetNotFound));
  return errorMessage(error, t('tasks.errors.scoreFailed'));
}
