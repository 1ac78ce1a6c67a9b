import { CHART_COLOURS as C } from '../lib/chart-colours';
import type { ChartRow } from '../lib/growth-rows';
import { useT } from '@/i18n/use-t';

/** What recharts hands a custom mark: its centre, and the row it draws. */
type MarkProps = { cx?: number; cy?: number; payload?: ChartRow };

/**
 * How far the largest mark (a checkpoint's ring, with its stroke) reaches past its centre, in px.
 * The chart keeps this much room above the plot, so a mark at the top year line is never cut off.
 */
export const MARK_REACH = 10;

/** The start: a diamond, filled. */
export const startMark = ({ cx, cy }: MarkProps) =>
  cx === undefined || cy === undefined ? <g /> : <path d={`M${cx} ${cy - 8}l8 8-8 8-8-8z`} fill={C.baseline} stroke={C.background} strokeWidth={1.5} />;

/** A checkpoint: a square ring, large enough to show around the week's own dot in the same week. */
export const checkpointMark = ({ cx, cy }: MarkProps) =>
  cx === undefined || cy === undefined ? (
    <g />
  ) : (
    <rect x={cx - 8} y={cy - 8} width={16} height={16} rx={2} fill={C.background} stroke={C.checkpoint} strokeWidth={3} />
  );

/**
 * A week's own estimate: a dot, ringed in the page's colour so it stands out from its range bar.
 * An estimate stored without a range (results from before ranges) has no bar to draw, so a dashed
 * ring says so instead of leaving a lone small dot; the legend names it.
 */
export const weekMark = ({ cx, cy, payload }: MarkProps) =>
  cx === undefined || cy === undefined ? (
    <g />
  ) : (
    <g>
      {payload && payload.estimateSpread === null ? (
        <circle className="growth-no-range" cx={cx} cy={cy} r={9} fill="none" stroke={C.band} strokeWidth={1.5} strokeDasharray="3 2" />
      ) : null}
      <circle cx={cx} cy={cy} r={5.5} fill={C.estimate} stroke={C.background} strokeWidth={2} />
    </g>
  );

/**
 * A week under the axis, and under a checkpoint's week its name ("C1") in the checkpoint's
 * colour: the violet rings are labelled on the chart itself, where a phone shows them.
 */
export function WeekTick({ x, y, payload, checkpoints }: { x?: number; y?: number; payload?: { value: number }; checkpoints: ReadonlyMap<number, number> }) {
  const t = useT();
  if (x === undefined || y === undefined || !payload) return <g />;
  const checkpoint = checkpoints.get(payload.value);
  return (
    <g transform={`translate(${x},${y})`}>
      <text dy={12} textAnchor="middle" fill={C.axis} fontSize={12}>
        {payload.value === 0 ? t('growth.start') : payload.value}
      </text>
      {checkpoint ? (
        <text className="growth-checkpoint-label" dy={27} textAnchor="middle" fill={C.checkpointLabel} fontSize={12} fontWeight={700}>
          {t('growth.checkpointShort', { number: checkpoint })}
        </text>
      ) : null}
    </g>
  );
}
