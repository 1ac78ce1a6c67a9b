import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A pill on a message card; `kind` is read before the value ("Status: New") for screen readers. */
export function MessageBadge({ kind, className, children }: { kind: string; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full border border-border px-3 py-0.5 text-sm font-semibold text-muted', className)}>
      <span className="sr-only">{kind}: </span>
      {children}
    </span>
  );
}
