import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { sentDay } from '../../../../contracts/submissions';
import { stepIndex, swipeStep, type GalleryItem } from '../lib/gallery';
import { useT } from '@/i18n/use-t';

interface GalleryViewerProps {
  items: readonly GalleryItem[];
  /** The image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** Full-screen viewer: buttons, Arrow keys and swipes move through the drawings; Escape closes. */
export function GalleryViewer({ items, index, onIndexChange }: GalleryViewerProps) {
  const t = useT();
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const open = index !== null && items.length > 0;
  const item = open ? items[Math.min(index, items.length - 1)] : undefined;
  const step = (direction: -1 | 1) => {
    if (index !== null) onIndexChange(stepIndex(index, direction, items.length));
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onIndexChange(null);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || !item) return null;
  const position = items.indexOf(item) + 1;
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('plans.gallery.viewerLabel', { position, count: items.length })}
      ref={panel}
      className="fixed inset-0 z-50 flex flex-col bg-black/95 text-foreground"
      onKeyDown={(event) => {
        // Keep Tab inside the viewer, as in any modal dialog.
        if (event.key !== 'Tab' || !panel.current) return;
        const buttons = [...panel.current.querySelectorAll('button')];
        const first = buttons[0];
        const last = buttons.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onTouchStart={(e) => {
        const touch = e.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const touch = e.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
        if (direction) step(direction);
      }}
    >
      <div className="flex items-center justify-between gap-2 p-2">
        <p className="px-3 font-semibold" aria-live="polite">
          {t('plans.week', { week: item.weekNumber })} · <time dateTime={item.sentAt}>{sentDay(item.sentAt)}</time> · {position} / {items.length}
        </p>
        <button ref={closeButton} type="button" aria-label={t('plans.gallery.close')} onClick={() => onIndexChange(null)} className={iconButton}>
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center gap-2 px-2 pb-4">
        <button type="button" aria-label={t('plans.gallery.previous')} onClick={() => step(-1)} className={iconButton}>
          <ChevronLeft className="size-7" aria-hidden="true" />
        </button>
        <img src={item.imageUrl} alt={item.alt} className="max-h-full min-w-0 flex-1 object-contain" />
        <button type="button" aria-label={t('plans.gallery.next')} onClick={() => step(1)} className={iconButton}>
          <ChevronRight className="size-7" aria-hidden="true" />
        </button>
      </div>
    </div>,
    document.body,
  );
}

const iconButton = 'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface-2/80 hover:bg-surface-2';
