import { describe, expect, it } from 'vitest';
import { SUBMISSION_MAX_IMAGE_BYTES, SUBMISSION_MAX_IMAGES } from '../../../../contracts/submissions';
import { checkImages } from './image-check';

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('checkImages (spec 000 §5: 10 MB per photo, images only)', () => {
  it('accepts a photo of exactly 10 MB and rejects one byte more', () => {
    const exact = file('exact.png', SUBMISSION_MAX_IMAGE_BYTES);
    const over = file('over.png', SUBMISSION_MAX_IMAGE_BYTES + 1);
    const { accepted, rejected } = checkImages([exact, over], 0);
    expect(accepted).toEqual([exact]);
    expect(rejected).toEqual([{ file: over, reason: 'too-large' }]);
  });

  it('rejects files that are not images', () => {
    const pdf = file('notes.pdf', 10, 'application/pdf');
    expect(checkImages([pdf], 0)).toEqual({ accepted: [], rejected: [{ file: pdf, reason: 'not-an-image' }] });
  });

  it('stops at the most photos one submission may carry, counting those already chosen', () => {
    const files = [file('a.jpg', 5, 'image/jpeg'), file('b.jpg', 5, 'image/jpeg')];
    const { accepted, rejected } = checkImages(files, SUBMISSION_MAX_IMAGES - 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(rejected).toEqual([{ file: files[1], reason: 'too-many' }]);
  });
});
