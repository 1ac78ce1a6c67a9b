import { Images } from 'lucide-react';
import { useState } from 'react';
import type { GalleryDrawing } from '../../../../contracts/shop';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useGalleryDrawings } from '../api/gallery-drawings';

interface GalleryPickerProps {
  busy: boolean;
  onChoose: (drawing: GalleryDrawing) => void;
}

/**
 * The artwork from the child's own gallery (issue 35): the drawings the parent has already sent
 * (free analysis, the plan's first drawing, the weeks' photos). Shown only when there are some.
 */
export function GalleryPicker({ busy, onChoose }: GalleryPickerProps) {
  const t = useT();
  const drawings = useGalleryDrawings(true);
  const [open, setOpen] = useState(false);
  const list = drawings.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls="gallery-drawings"
        onClick={() => setOpen((value) => !value)}
        className="justify-self-start"
      >
        <Images aria-hidden="true" />
        {open ? t('shop.gallery.hide') : t('shop.gallery.show', { count: list.length })}
      </Button>
      {open ? (
        <ul id="gallery-drawings" aria-label={t('shop.gallery.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {list.map((drawing) => (
            <li key={drawing.fileId}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChoose(drawing)}
                aria-label={t('shop.gallery.use', { label: drawing.label })}
                className="grid w-full gap-1.5 rounded-xl border border-border bg-surface-2 p-2 text-left text-sm transition-colors hover:border-sky focus-visible:outline-2 focus-visible:outline-sky disabled:opacity-60"
              >
                <img src={`${drawing.imageUrl}?size=thumb`} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-md bg-[#fdfcf7] object-contain" />
                <span className="line-clamp-2">{drawing.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
