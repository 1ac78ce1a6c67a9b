import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * An admin list's items. While another filter, search or page loads, the last items stay on
 * screen so the page does not jump, but dimmed, marked busy and out of reach: nobody acts on a
 * card that is about to go, and the count beside the filter waits for the new answer.
 */
export function AdminList({ busy, className, children }: { busy: boolean; className?: string; children: ReactNode }) {
  return (
    <ul aria-busy={busy} inert={busy} className={cn(className, busy && 'opacity-60')}>
      {children}
    </ul>
  );
}
