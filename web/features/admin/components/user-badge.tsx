import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A pill for a user or plan; `kind` is read before the value ("Plan state: Active") for screen readers. */
export function UserBadge({ kind, className, children }: { kind: string; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex shrink-0 rounded-full border px-3 py-0.5 text-sm font-semibold', className)}>
      <span className="sr-only">{kind}: </span>
      {children}
    </span>
  );
}

/** Paid (sunflower: a customer) or Free (quiet) in the user list. */
export function PurchaseBadge({ paid }: { paid: boolean }) {
  return (
    <UserBadge kind="Plan purchase" className={paid ? 'border-sunflower/60 text-sunflower' : 'border-border text-muted'}>
      {paid ? 'Paid' : 'Free'}
    </UserBadge>
  );
}
