import { FRAME_SIZE_KEYS, type FrameSize } from '../../../../contracts/shop';
import { useT } from '@/i18n/use-t';
import { ArtworkPlaceholder } from './artwork-placeholder';

/** The 5 inch frame drawn at 5/7 of the 7 inch one, so the difference is honest. */
const WIDTH: Record<FrameSize, string> = { '5inch': '71%', '7inch': '100%' };

interface FramePreviewProps {
  artworkUrl: string | null;
  size: FrameSize;
  displayName?: string;
}

/**
 * The digital frame as it will stand: bezel, screen with the child's artwork on a paper mat, and
 * its stand. Nothing moves in it, because nothing moves on the frame (contracts/shop-catalog.ts FRAME_FACTS).
 */
export function FramePreview({ artworkUrl, size, displayName }: FramePreviewProps) {
  const t = useT();
  const sizeName = t(FRAME_SIZE_KEYS[size]);
  return (
    <figure className="grid gap-3 rounded-card border border-border bg-surface p-5 sm:p-8">
      <div className="mx-auto w-full max-w-md">
        <div className="mx-auto transition-[width] duration-500 ease-out" style={{ width: WIDTH[size] }}>
          <div className="rounded-[1.35rem] bg-[#1b2033] p-[5%] shadow-soft ring-2 ring-[#3a4270]">
            <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-[#fdfcf7]">
              {artworkUrl ? (
                <img src={artworkUrl} alt={t('shop.frame.previewAlt', { size: sizeName })} className="h-full w-full object-contain p-[4%]" />
              ) : (
                <ArtworkPlaceholder className="m-[4%] h-[92%] w-[92%]" />
              )}
            </div>
            <div className="mx-auto mt-[3%] size-1.5 rounded-full bg-leaf" aria-hidden="true" />
          </div>
          <div aria-hidden="true" className="mx-auto h-8 w-1/3 bg-[#2a2f45] [clip-path:polygon(30%_0,70%_0,100%_100%,0_100%)]" />
        </div>
      </div>
      <figcaption className="text-center text-sm text-muted">
        {displayName?.trim() ? <span className="block font-semibold text-foreground">{t('shop.frame.previewName', { name: displayName.trim() })}</span> : null}
        {t('shop.frame.previewCaption', { size: sizeName })}
      </figcaption>
    </figure>
  );
}
