import { CartesianGrid, ComposedChart, Scatter, useXAxisScale, useYAxisScale, XAxis, YAxis } from 'recharts';
import type { TaskKind } from '../../../../contracts/tasks';
import { ageAxisProps, weekAxisProps } from '../lib/chart-axes';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { OPEN_END_ROOM, taskAgeDomain, type PlacedTaskPoint } from '../lib/task-points';
import { useT } from '@/i18n/use-t';

/** Shape copying sits just left of its week, person drawing just right, so a checkpoint's two never overlap. */
const OFFSET: Record<TaskKind, number> = { shapes: -9, person: 9 };

/** One real age per week the tasks sit at: the age the child was when that week's first task was done. */
const ageRows = (points: readonly PlacedTaskPoint[]) =>
  [...new Map(points.map((p) => [p.week, { week: p.week, childAge: p.childAge }])).values()].sort((a, b) => a.week - b.week);

/**
 * The standard tasks' estimates (issue 33), in a chart of their own under the drawing-age chart:
 * each task a mark with its range as a bar; a range that runs into the task's floor or ceiling
 * goes on past its end as a dashed bar with an arrow, because the task cannot tell how far.
 * Nothing joins one task to the next; the child's real age that day is a short dashed tick
 * across the week's marks. The same numbers are in the list beside it.
 */
export function TaskChart({ points, lastWeek }: { points: readonly PlacedTaskPoint[]; lastWeek: number }) {
  const t = useT();
  const domain = taskAgeDomain(points);
  return (
    <ComposedChart
      responsive
      style={{ width: '100%', height: 220 }}
      data={ageRows(points)}
      margin={{ top: 12, right: 16, bottom: 8, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={C.grid} vertical={false} />
      <XAxis
        {...weekAxisProps(t)}
        domain={[0, Math.max(4, lastWeek)]}
        ticks={[...new Set([0, ...points.map((p) => p.week)])].sort((a, b) => a - b)}
        tickFormatter={(week: number) => (week === 0 ? t('growth.start') : `${week}`)}
        padding={{ left: 14, right: 14 }}
      />
      <YAxis {...ageAxisProps(domain, t)} />
      {/* Under the marks (a lower layer than a series' default): the ticks never cover a task's mark. */}
      <Scatter dataKey="childAge" shape={realAgeMark} isAnimationActive={false} zIndex={-50} />
      <TaskMarks points={points} />
    </ComposedChart>
  );
}

/** The child's real age when the tasks were done: a dashed tick across the week's two marks, not a line through time. */
const realAgeMark = ({ cx, cy }: { cx?: number; cy?: number }) =>
  cx === undefined || cy === undefined ? <g /> : <line x1={cx - 20} x2={cx + 20} y1={cy} y2={cy} stroke={C.childAge} strokeWidth={2} strokeDasharray="4 3" />;

/** The marks and bars, drawn with the chart's own scales. */
function TaskMarks({ points }: { points: readonly PlacedTaskPoint[] }) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  if (!x || !y) return null;
  return (
    <g className="growth-task-marks">
      {points.map((point) => {
        const cx = (x(point.week) ?? 0) + OFFSET[point.task];
        const at = (months: number) => y(months) ?? 0;
        return <TaskMark key={`${point.task}-${point.date}`} point={point} cx={cx} at={at} />;
      })}
    </g>
  );
}

function TaskMark({ point, cx, at }: { point: PlacedTaskPoint; cx: number; at: (months: number) => number }) {
  const colour = C[point.task];
  const top = at(point.range.max);
  const bottom = at(point.range.min);
  const cy = at(point.centre);
  return (
    <g className={`growth-task-${point.task}`} data-open={point.floor ? 'floor' : point.ceiling ? 'ceiling' : 'closed'}>
      <line x1={cx} x2={cx} y1={top} y2={bottom} stroke={colour} strokeWidth={2} />
      {point.ceiling ? <OpenEnd cx={cx} from={top} to={at(point.range.max + OPEN_END_ROOM)} colour={colour} /> : <Cap cx={cx} y={top} colour={colour} />}
      {point.floor ? <OpenEnd cx={cx} from={bottom} to={at(point.range.min - OPEN_END_ROOM)} colour={colour} /> : <Cap cx={cx} y={bottom} colour={colour} />}
      {point.task === 'shapes' ? (
        <path d={`M${cx} ${cy - 7}l7 12h-14z`} fill={colour} stroke={C.background} strokeWidth={1.5} />
      ) : (
        <circle cx={cx} cy={cy} r={5.5} fill={C.background} stroke={colour} strokeWidth={3} />
      )}
    </g>
  );
}

const Cap = ({ cx, y, colour }: { cx: number; y: number; colour: string }) => <line x1={cx - 4} x2={cx + 4} y1={y} y2={y} stroke={colour} strokeWidth={2} />;

/** Past a floor or ceiling: a dashed bar ending in an arrow — the range goes on, the task cannot say how far. */
function OpenEnd({ cx, from, to, colour }: { cx: number; from: number; to: number; colour: string }) {
  const direction = Math.sign(to - from) || -1;
  return (
    <>
      <line x1={cx} x2={cx} y1={from} y2={to} stroke={colour} strokeWidth={2} strokeDasharray="3 3" />
      <path d={`M${cx - 5} ${to - direction * 6}L${cx} ${to}L${cx + 5} ${to - direction * 6}`} fill="none" stroke={colour} strokeWidth={2} />
    </>
  );
}
