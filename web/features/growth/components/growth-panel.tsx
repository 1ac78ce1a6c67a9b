import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';

// Its own chunk with the chart library: fetched when the Growth tab first opens, never at start-up.
const GrowthTab = lazy(() => import('./growth-tab'));

/** The plan page's Growth tab. */
export function GrowthPanel(props: { planId: string; childName: string }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="grid justify-items-center py-10">
          <Spinner label={t('growth.loading')} />
        </div>
      }
    >
      <GrowthTab {...props} />
    </Suspense>
  );
}
