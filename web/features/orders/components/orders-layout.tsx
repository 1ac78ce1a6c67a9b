import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { useT } from '@/i18n/use-t';

/** The shop's signed-in pages: logo, the way back to the dashboard, and the page itself. */
export function OrdersLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <PageShell back={{ href: '/dashboard', label: t('orders.back') }} width="wide">
      {children}
    </PageShell>
  );
}
