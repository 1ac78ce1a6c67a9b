import { formattingLocale } from '../../../../contracts/i18n/locales';
import type { Translator } from '../../../../contracts/i18n/translator';
import { CHART_COLOURS as C } from './chart-colours';
import { yearTicks } from './growth-rows';

/**
 * The axes every Growth chart shares — weeks along, age in years up — as props, so the drawing-age
 * chart and the tasks chart read alike. (Recharts finds its axes by their component type, so the
 * axes themselves stay in each chart.)
 */
const axisText = { stroke: C.axis, tick: { fill: C.axis, fontSize: 12 } };

export const weekAxisProps = (t: Translator) => ({
  dataKey: 'week',
  type: 'number' as const,
  ...axisText,
  label: { value: t('growth.axis.week'), position: 'insideBottomRight' as const, offset: -4, fill: C.axis, fontSize: 12 },
  height: 36,
});

export function ageAxisProps(domain: [number, number], t: Translator) {
  const years = new Intl.NumberFormat(formattingLocale(t.locale));
  return {
    type: 'number' as const,
    domain,
    ticks: yearTicks(domain),
    tickFormatter: (months: number) => years.format(months / 12),
    ...axisText,
    width: 40,
    label: { value: t('growth.axis.age'), angle: -90, position: 'insideLeft' as const, offset: 12, fill: C.axis, fontSize: 12 },
  };
}
