import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import type { FaqEntry } from '../content/faq';
import { useHelpT } from '../content/help-messages';

const inlineLink = 'font-semibold text-sky underline underline-offset-4';

/** The links an answer may hold. */
const LINKS = {
  guide: (chunks: ReactNode) => (
    <Link href="/parent-guide" className={inlineLink}>
      {chunks}
    </Link>
  ),
  contact: (chunks: ReactNode) => (
    <Link href="/contact" className={inlineLink}>
      {chunks}
    </Link>
  ),
};

/**
 * Questions as disclosure buttons (aria-expanded + aria-controls), so Enter and Space open
 * and close them and screen readers say whether an answer is showing. Several may be open.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const h = useHelpT();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="grid gap-3">
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const buttonId = `faq-${entry.id}-question`;
        const panelId = `faq-${entry.id}-answer`;
        return (
          <li key={entry.id} className="rounded-card border border-border bg-surface">
            <h3 className="text-base font-bold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                className="flex min-h-14 w-full items-center justify-between gap-3 rounded-card px-5 py-3 text-left"
              >
                {h(entry.question)}
                <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-muted transition-transform', expanded && 'rotate-180')} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-muted">
              {entry.answer.map((paragraph, index) => (
                <p key={paragraph} className={index > 0 ? 'mt-2' : undefined}>
                  {h.rich(paragraph, LINKS)}
                </p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
