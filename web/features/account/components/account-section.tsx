import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type AccountSectionProps = { id: string; title: string; intro?: ReactNode; tone?: 'default' | 'careful'; children: ReactNode };

/** One card of the account page, named by its heading for screen-reader navigation. */
export function AccountSection({ id, title, intro, tone = 'default', children }: AccountSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('grid gap-4 rounded-card border bg-surface p-5 shadow-soft sm:p-6', tone === 'careful' ? 'border-destructive-text/50' : 'border-border')}
    >
      <div className="grid gap-1.5">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {intro ? <div className="text-muted">{intro}</div> : null}
      </div>
      {children}
    </section>
  );
}
