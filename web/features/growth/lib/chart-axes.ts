import { CHART_COLOURS as C } from './chart-colours';
import { yearTicks } from './growth-rows';

/**
 * The axes every Growth chart shares — weeks along, age in years up — as props, so the drawing-age
 * chart and the tasks chart read alike. (Recharts finds its axes by their component type, so the
 * axes themselves stay in each chart.)
 */
const axisText = { stroke: C.axis, tick: { fill: C.axis, fontSize: 12 } };

export const weekAxisProps = {
  dataKey: 'week',
  type: 'number' as const,
  ...axisText,
  label: { value: 'Week', position: 'insideBottomRight' as const, offset: -4, fill: C.axis, fontSize: 12 },
  height: 36,
};

export function ageAxisProps(domain: [number, number]) {
  return {
    type: 'number' as const,
    domain,
    ticks: yearTicks(domain),
    tickFormatter: (months: number) => `${months / 12}`,
    ...axisText,
    width: 40,
    label: { value: 'Age in years', angle: -90, position: 'insideLeft' as const, offset: 12, fill: C.axis, fontSize: 12 },
  };
}
