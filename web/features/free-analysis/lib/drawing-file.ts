import { DRAWING_PHOTO_MAX_BYTES } from '../../../../contracts/drawing-photo';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
/** Spec 001 §5/§9: the free analysis takes images under 10 MB. */
export const MAX_DRAWING_BYTES = DRAWING_PHOTO_MAX_BYTES;

/** A refused file's toast, as message keys (said in the page's language by fileProblemToast). */
export interface FileProblem {
  title: MessageKey;
  description: MessageKey;
}

export const FILE_TOO_LARGE: FileProblem = { title: 'freeAnalysis.file.tooLargeTitle', description: 'freeAnalysis.file.tooLarge' };
export const NOT_AN_IMAGE: FileProblem = { title: 'freeAnalysis.file.notAnImageTitle', description: 'freeAnalysis.file.notAnImage' };
export const NO_FILE: FileProblem = { title: 'freeAnalysis.file.noFileTitle', description: 'freeAnalysis.file.noFile' };

/** The toast's words for a problem. */
export const fileProblemToast = (t: Translator, problem: FileProblem) => ({ title: t(problem.title), description: t(problem.description) });

/** Why a chosen or dropped file cannot be analysed, or null when it can. */
export function drawingFileProblem(file: File): FileProblem | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_DRAWING_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** "1.2 MB", "340 KB" ("1,2 MB" in German): enough for a parent to recognise the photo. */
export function formatFileSize(t: Translator, bytes: number): string {
  if (bytes >= 1024 * 1024) return t('ages.size.megabytes', { size: bytes / (1024 * 1024) });
  return t('ages.size.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
}
