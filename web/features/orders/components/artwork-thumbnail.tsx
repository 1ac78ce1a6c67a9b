import { ImageOff } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';

/** The child's artwork on a light "paper" mat, never cropped (design: children's art is the hero). */
export function ArtworkThumbnail({ imageUrl, className }: { imageUrl: string; className?: string }) {
  const t = useT();
  return (
    <div className={cn('grid shrink-0 place-items-center rounded-xl bg-[#fdfcf7] p-1.5 shadow-soft', className)}>
      {imageUrl ? (
        <img src={imageUrl} alt={t('orders.artworkAlt')} className="max-h-full max-w-full rounded-md object-contain" loading="lazy" />
      ) : (
        // The artwork was removed since the order; the order itself stays.
        <span role="img" aria-label={t('orders.artworkGone')} className="grid size-full place-items-center">
          <ImageOff className="size-1/3 text-[#6b6b6b]" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}
