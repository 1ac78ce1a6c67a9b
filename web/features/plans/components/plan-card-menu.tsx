import { Archive, EllipsisVertical, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

interface PlanCardMenuProps {
  childName: string;
  kind: 'archive' | 'delete';
  onSelect: () => void;
}

/**
 * The card's "more" menu (the WAI-ARIA menu button pattern): opens with Enter, Space or the
 * arrow keys, focuses its item, and closes on Escape, Tab or a click elsewhere.
 */
export function PlanCardMenu({ childName, kind, onSelect }: PlanCardMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // One item: every movement key lands on it.
      event.preventDefault();
      item.current?.focus();
    }
  }

  const label = kind === 'archive' ? 'Archive Plan' : 'Delete Plan';
  const Icon = kind === 'archive' ? Archive : Trash2;

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`More options for ${childName}'s plan`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-foreground"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={`${childName}'s plan`}
          onKeyDown={onMenuKeyDown}
          className="absolute top-12 right-0 z-20 min-w-48 rounded-xl border border-border bg-surface-2 p-1 shadow-soft"
        >
          <button
            ref={item}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onSelect();
            }}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left font-semibold text-destructive-text hover:bg-surface focus-visible:bg-surface"
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        </div>
      ) : null}
    </div>
  );
}
