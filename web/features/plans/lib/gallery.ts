import type { Translator } from '../../../../contracts/i18n/translator';
import type { Submission } from '../../../../contracts/submissions';
import { i18nStore } from '@/i18n/i18n-store';

export interface GalleryItem {
  id: string;
  imageUrl: string;
  thumbUrl: string;
  weekNumber: number;
  /** When the photo's week was sent: every entry shows its day (issue 35). */
  sentAt: string;
  alt: string;
}

/** Every image of every submission, oldest week first, so the viewer reads like a diary. */
export function galleryItems(submissions: readonly Submission[] | undefined, t: Translator = i18nStore.get().t): GalleryItem[] {
  if (!submissions) return [];
  return [...submissions]
    .sort((a, b) => a.weekNumber - b.weekNumber || a.attemptNumber - b.attemptNumber)
    .flatMap((submission) =>
      submission.images.map((image, i) => ({
        id: image.id,
        imageUrl: image.imageUrl,
        thumbUrl: image.thumbUrl || image.imageUrl,
        weekNumber: submission.weekNumber,
        sentAt: submission.createdAt,
        alt:
          submission.images.length > 1
            ? t('plans.gallery.altPhoto', { week: submission.weekNumber, title: submission.challengeTitle, photo: i + 1, count: submission.images.length })
            : t('plans.gallery.alt', { week: submission.weekNumber, title: submission.challengeTitle }),
      })),
    );
}

/** Previous/next wrap around the ends. */
export function stepIndex(index: number, step: -1 | 1, count: number): number {
  return count === 0 ? 0 : (index + step + count) % count;
}

/** A horizontal swipe of at least 50 px that is wider than it is tall; otherwise null. */
export function swipeStep(dx: number, dy: number): -1 | 1 | null {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}
