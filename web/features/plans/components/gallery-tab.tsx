import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { sentDay } from '../../../../contracts/submissions';
import { Spinner } from '@/components/ui/spinner';
import { useGallery } from '@/features/submissions';
import { toast } from '@/lib/use-toast';
import { TitledSection } from '@/components/titled-section';
import { useFormat, useT } from '@/i18n/use-t';
import { galleryItems } from '../lib/gallery';
import { GalleryViewer } from './gallery-viewer';

/** The Gallery tab: mounted only while open, so its images are fetched only then. */
export function GalleryTab({ planId }: { planId: string }) {
  const t = useT();
  const { locale } = useFormat();
  const gallery = useGallery(planId, true);
  const [open, setOpen] = useState<number | null>(null);
  const items = galleryItems(gallery.data, t);

  useEffect(() => {
    if (gallery.isError) toast({ variant: 'destructive', title: t('plans.gallery.fetchFailed') });
  }, [gallery.isError, t]);

  if (gallery.isPending) {
    return (
      <div className="grid justify-items-center py-10">
        <Spinner label={t('plans.gallery.loading')} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <section className="grid justify-items-center gap-2 rounded-card border border-dashed border-border p-8 text-center">
        <ImageOff className="size-8 text-muted" aria-hidden="true" />
        <h2 className="text-xl font-bold">{t('plans.gallery.empty')}</h2>
        <p className="text-muted">{t('plans.gallery.emptyText')}</p>
      </section>
    );
  }
  return (
    <TitledSection titleId="gallery-title" title={t('plans.tabs.gallery')} titleClassName="text-xl font-bold" className="grid gap-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="group block w-full overflow-hidden rounded-xl border border-border bg-surface-2 text-left"
              aria-label={t('plans.gallery.open', { alt: item.alt })}
            >
              <img
                src={item.thumbUrl}
                alt=""
                loading="lazy"
                className="aspect-square w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
              />
              <span className="block px-3 py-2 text-sm">
                <span className="block font-semibold">{t('plans.week', { week: item.weekNumber })}</span>
                <time dateTime={item.sentAt} className="block text-muted">
                  {sentDay(item.sentAt, locale)}
                </time>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <GalleryViewer items={items} index={open} onIndexChange={setOpen} />
    </TitledSection>
  );
}
