import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';

/** The shop's signed-in pages: logo, the way back to the dashboard, and the page itself. */
export function OrdersLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell back={{ href: '/dashboard', label: 'Go to Dashboard' }} width="wide">
      {children}
    </PageShell>
  );
}
