import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useHelpT } from '../help-messages';

const strong = (chunks: ReactNode) => <strong className="font-semibold text-foreground">{chunks}</strong>;

export function AboutResultsSection() {
  const h = useHelpT();
  return (
    <>
      <p className="text-muted">{h.rich('help.results.p1', { strong })}</p>
      <p className="text-muted">{h('help.results.p2')}</p>
      <div className="rounded-card border border-sky/50 bg-surface p-5">
        <p className="text-muted">
          {h.rich('help.results.worry', {
            strong,
            contact: (chunks) => (
              <Link href="/contact" className="font-semibold text-sky underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}
