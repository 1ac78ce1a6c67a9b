import { CHART_COLOURS as C } from '../lib/chart-colours';
import { useT } from '@/i18n/use-t';

type GrowthLegendProps = {
  childName: string;
  hasCheckpoints: boolean;
  /** Whether a week's estimate was stored without a range, so its dot has no bar. */
  hasEstimateWithoutRange: boolean;
};

/** The chart's key, in the page's words; the swatches are the chart's own marks. */
export function GrowthLegend({ childName, hasCheckpoints, hasEstimateWithoutRange }: GrowthLegendProps) {
  const t = useT();
  return (
    <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label={t('growth.legend.label')}>
      <li className="flex items-center gap-2">
        <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
          <line x1="14" y1="1" x2="14" y2="13" stroke={C.band} strokeWidth="2" />
          <line x1="11" y1="1" x2="17" y2="1" stroke={C.band} strokeWidth="2" />
          <line x1="11" y1="13" x2="17" y2="13" stroke={C.band} strokeWidth="2" />
          <circle cx="14" cy="7" r="3.5" fill={C.estimate} />
        </svg>
        {t('growth.legend.estimate')}
      </li>
      <li className="flex items-center gap-2">
        <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
          <line x1="1" y1="7" x2="27" y2="7" stroke={C.childAge} strokeWidth="2" strokeDasharray="6 4" />
        </svg>
        {t('growth.legend.realAge', { name: childName })}
      </li>
      <li className="flex items-center gap-2">
        <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
          <path d="M14 1l6 6-6 6-6-6z" fill={C.baseline} />
        </svg>
        {t('growth.legend.start')}
      </li>
      {hasCheckpoints ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <rect x="8.5" y="1.5" width="11" height="11" rx="1.5" fill="none" stroke={C.checkpoint} strokeWidth="2.5" />
          </svg>
          {t('growth.legend.checkpoint')}
        </li>
      ) : null}
      {hasEstimateWithoutRange ? (
        <li className="flex items-center gap-2 sm:col-span-2">
          <svg viewBox="0 0 28 20" className="h-5 w-7 shrink-0" aria-hidden="true">
            <circle cx="14" cy="10" r="8" fill="none" stroke={C.band} strokeWidth="1.5" strokeDasharray="3 2" />
            <circle cx="14" cy="10" r="4" fill={C.estimate} />
          </svg>
          {t('growth.legend.noRange')}
        </li>
      ) : null}
      <li className="flex items-center gap-2 sm:col-span-2">
        <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
          <line x1="4" y1="7" x2="24" y2="7" stroke={C.axis} strokeWidth="1.5" strokeDasharray="1 4" strokeLinecap="round" />
        </svg>
        {t('growth.legend.noPoint')}
      </li>
    </ul>
  );
}
