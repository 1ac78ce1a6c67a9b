import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TabItem<K extends string = string> {
  value: K;
  label: string;
  icon?: ReactNode;
  /**
   * Given for every item, all panels stay mounted (inactive ones hidden), so a recording, a
   * generated conversation or half-typed notes survive switching tabs. Without it only the
   * active panel (`children`) is rendered, so a tab's data is fetched when it is opened.
   */
  content?: ReactNode;
}

interface TabsProps<K extends string> {
  /** What the tab list is, for screen readers ("Mia's plan"). */
  label: string;
  items: readonly TabItem<K>[];
  /** Controlled when given; otherwise the first item (or `defaultValue`) starts open. */
  value?: K;
  defaultValue?: K;
  onValueChange?: (value: K) => void;
  children?: ReactNode;
  className?: string;
}

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4', 5: 'grid-cols-3 sm:grid-cols-5' };

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys move between
 * tabs (wrapping), Home and End jump to the ends. Four tabs sit two by two on a phone, five three
 * and two, so the labels stay readable and every tab is thumb-sized.
 */
export function Tabs<K extends string>({ label, items, value, defaultValue, onValueChange, children, className }: TabsProps<K>) {
  const baseId = useId();
  const [own, setOwn] = useState<K | undefined>(defaultValue ?? items[0]?.value);
  const active = value ?? own;
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;
  const keepMounted = items.length > 0 && items.every((item) => item.content !== undefined);

  function select(next: K) {
    setOwn(next);
    onValueChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    select(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  return (
    <div className={cn('grid gap-5', className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn('grid gap-1 rounded-3xl border border-border bg-surface p-1 sm:rounded-full', COLUMNS[items.length] ?? 'grid-flow-col')}
      >
        {items.map((item) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) tabRefs.current.set(item.value, el);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected || keepMounted ? panelId(item.value) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.value)}
              className={cn(
                'inline-flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-full px-2 py-1 text-sm leading-tight font-semibold transition-colors sm:text-base [&_svg]:size-4 [&_svg]:shrink-0',
                selected ? 'bg-coral text-background' : 'text-muted hover:bg-surface-2 hover:text-foreground',
              )}
            >
              {item.icon && <span className="hidden sm:inline-flex">{item.icon}</span>}
              {/* Long labels wrap onto two lines on a phone rather than being cut off. */}
              <span className="text-center">{item.label}</span>
            </button>
          );
        })}
      </div>
      {keepMounted ? (
        items.map((item) => (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            hidden={item.value !== active}
            tabIndex={0}
            className="rounded-card outline-offset-4"
          >
            {item.content}
          </div>
        ))
      ) : active !== undefined ? (
        <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className="rounded-card outline-offset-4">
          {children}
        </div>
      ) : null}
    </div>
  );
}
