import { DRAWING_PHOTO_MAX_BYTES } from '../../../../contracts/drawing-photo';
/** Spec 001 §5/§9: the free analysis takes images under 10 MB. */
export const MAX_DRAWING_BYTES = DRAWING_PHOTO_MAX_BYTES;

export interface FileProblem {
  title: string;
  description: string;
}

export const FILE_TOO_LARGE: FileProblem = { title: 'File too large', description: 'Please select an image under 10MB' };
export const NOT_AN_IMAGE: FileProblem = { title: 'Not an image', description: 'Please upload a JPG or PNG image' };
export const NO_FILE: FileProblem = { title: 'No file selected', description: 'Please select a drawing to analyze' };

/** Why a chosen or dropped file cannot be analysed, or null when it can. */
export function drawingFileProblem(file: File): FileProblem | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_DRAWING_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** "1.2 MB", "340 KB": enough for a parent to recognise the photo. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
