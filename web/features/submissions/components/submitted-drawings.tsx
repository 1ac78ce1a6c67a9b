import { Spinner } from '@/components/ui/spinner';
import { useSubmissionImages } from '@/features/submissions/api/submissions';
import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';

/** The photos of this submission, fetched when Expert Analysis opens (spec 000 §7). */
export function SubmittedDrawings({ submissionId }: { submissionId: string }) {
  const t = useT();
  const query = useSubmissionImages(submissionId, true);
  const images = query.data?.images ?? [];
  return (
    <TitledSection titleId="drawings-title" title={t('submissions.results.drawings')} titleClassName="text-xl font-bold" className="grid gap-3">
      {query.isPending ? (
        <Spinner label={t('submissions.results.loadingDrawings')} />
      ) : images.length === 0 ? (
        <p className="text-muted">{t('submissions.results.noDrawings')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {images.map((image, i) => (
            <li key={image.id} className="rounded-xl bg-[#fbf6ea] p-3 shadow-soft">
              <a href={image.imageUrl} target="_blank" rel="noreferrer" className="block rounded-md">
                <img
                  src={image.thumbUrl || image.imageUrl}
                  alt={t('submissions.results.drawingAlt', { number: i + 1 })}
                  loading="lazy"
                  className="mx-auto max-h-80 w-auto max-w-full rounded-md object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
