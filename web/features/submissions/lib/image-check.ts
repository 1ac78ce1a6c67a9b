import { SUBMISSION_MAX_IMAGE_BYTES, SUBMISSION_MAX_IMAGES } from '../../../../contracts/submissions';

export type RejectedImage = { file: File; reason: 'too-large' | 'not-an-image' | 'too-many' };

/**
 * Spec 000 §5, §9: each photo may be at most 10 MB and must be an image; the server takes
 * at most SUBMISSION_MAX_IMAGES per submission. Checked in the browser so a parent on a slow
 * connection learns it before uploading anything.
 */
export function checkImages(chosen: readonly File[], alreadyChosen: number): { accepted: File[]; rejected: RejectedImage[] } {
  const accepted: File[] = [];
  const rejected: RejectedImage[] = [];
  for (const file of chosen) {
    if (!file.type.startsWith('image/')) rejected.push({ file, reason: 'not-an-image' });
    else if (file.size > SUBMISSION_MAX_IMAGE_BYTES) rejected.push({ file, reason: 'too-large' });
    else if (alreadyChosen + accepted.length >= SUBMISSION_MAX_IMAGES) rejected.push({ file, reason: 'too-many' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
