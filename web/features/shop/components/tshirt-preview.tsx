import type { TshirtColor, TshirtSize } from '../../../../contracts/shop';
import { useT } from '@/i18n/use-t';
import { ArtworkPlaceholder } from './artwork-placeholder';

const FABRIC: Record<TshirtColor, { fill: string; stroke: string; seam: string }> = {
  white: { fill: '#f7f7f2', stroke: '#c9ccd8', seam: '#dcdfe8' },
  black: { fill: '#1d1d22', stroke: '#5b6080', seam: '#34364a' },
};

interface TshirtPreviewProps {
  artworkUrl: string | null;
  color: TshirtColor;
  size: TshirtSize;
}

/** A t-shirt silhouette in the chosen colour with the child's artwork printed on the chest. */
export function TshirtPreview({ artworkUrl, color, size }: TshirtPreviewProps) {
  const t = useT();
  const fabric = FABRIC[color];
  return (
    <figure className="grid gap-3 rounded-card border border-border bg-surface p-5 sm:p-8">
      <div className="relative mx-auto w-full max-w-sm">
        <svg viewBox="0 0 400 420" className="block w-full drop-shadow-xl" aria-hidden="true">
          <path
            d="M150 20 L100 40 L20 96 L58 168 L108 142 L108 400 L292 400 L292 142 L342 168 L380 96 L300 40 L250 20 C238 50 162 50 150 20 Z"
            fill={fabric.fill}
            stroke={fabric.stroke}
            strokeWidth="4"
            strokeLinejoin="round"
            className="transition-[fill] duration-300"
          />
          <path d="M150 20 C162 50 238 50 250 20" fill="none" stroke={fabric.seam} strokeWidth="6" />
          <path d="M108 142 L108 160 M292 142 L292 160" stroke={fabric.seam} strokeWidth="3" />
        </svg>
        {/* The print area sits on the chest: 35% of the shirt's width, starting below the collar. */}
        <div className="absolute top-[24%] left-[32.5%] h-[30%] w-[35%]">
          {artworkUrl ? (
            <img src={artworkUrl} alt={t('shop.shirt.previewAlt', { colour: color })} className="h-full w-full object-contain" />
          ) : (
            <ArtworkPlaceholder tone={color === 'white' ? 'light' : 'dark'} />
          )}
        </div>
      </div>
      <figcaption className="text-center text-sm text-muted">{t('shop.shirt.previewCaption', { size, colour: color })}</figcaption>
    </figure>
  );
}
