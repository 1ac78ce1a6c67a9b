import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';

export interface PlanMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Archive and Delete: shown in the destructive colour. */
  destructive?: boolean;
}

interface PlanCardMenuProps {
  childName: string;
  items: readonly PlanMenuItem[];
}

/**
 * The card's "more" menu (the WAI-ARIA menu button pattern): opens with Enter, Space or the
 * arrow keys and focuses an item, moves with the arrow keys, Home and End, and closes on Escape,
 * Tab or a click elsewhere. Choosing an item gives focus back to the button first, so a dialog
 * the item opens returns focus there when it closes.
 */
export function PlanCardMenu({ childName, items }: PlanCardMenuProps) {
  const t = useT();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    (open === 'last' ? menuItems().at(-1) : menuItems()[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo: Record<string, number> = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length, Home: 0, End: all.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key in moveTo) {
      event.preventDefault();
      all[moveTo[event.key]!]?.focus();
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('plans.card.moreOptions', { name: childName })}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => (v ? false : 'first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-foreground"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('plans.childPlan', { name: childName })}
          onKeyDown={onMenuKeyDown}
          className="absolute top-12 right-0 z-20 min-w-52 rounded-xl border border-border bg-surface-2 p-1 shadow-soft"
        >
          {items.map(({ label, icon: Icon, onSelect, destructive }) => (
            <button
              key={label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                onSelect();
              }}
              className={cn(
                'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left font-semibold hover:bg-surface focus-visible:bg-surface',
                destructive ? 'text-destructive-text' : 'text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
