import { BRAND } from '../../../../contracts/brand';
import { formatYearsMonths } from '@/lib/format-age';
import { TitledSection } from '@/components/titled-section';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { dayText } from '../lib/growth-table';
import { TASK_SERIES_NAMES, taskWhen, type PlacedTaskPoint } from '../lib/task-points';
import { TaskChart } from './task-chart';

type TaskGrowthProps = {
  childName: string;
  lastWeek: number;
  points: readonly PlacedTaskPoint[];
};

/**
 * Issue 33: the shape sheet's and the person drawing's estimates at the checkpoints, as their own
 * series under the drawing-age chart (the growth answer's `tasks`, so it loads, fails and retries
 * with the chart). Every point is also a line of text in the list.
 */
export function TaskGrowth({ childName, lastWeek, points }: TaskGrowthProps) {
  return (
    <TitledSection
      titleId="task-growth-title"
      title="Shape copying and person drawing"
      titleClassName="text-xl font-bold"
      className="grid min-w-0 gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
    >
      <p className="text-sm text-muted">
        The two tasks a checkpoint can include. Each is scored on shapes or parts whose ages are published, so it gives an estimate of its own — on its own
        chart, never joined to the drawing-age dots above.
      </p>
      {points.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm">
          No task yet. At {childName}’s next checkpoint you can add the shape sheet, the person drawing or both; each one’s estimate appears here.
        </p>
      ) : (
        <>
          <div aria-hidden="true">
            <TaskChart points={points} lastWeek={lastWeek} />
          </div>
          <TaskLegend childName={childName} points={points} />
          <ul className="grid gap-2 text-sm" aria-label="Each task’s estimate">
            {points.map((point) => (
              <li key={`${point.task}-${point.date}`} className="rounded-xl bg-surface-2 px-3 py-2">
                <span className="font-semibold">{taskWhen(point)}:</span> {point.words}
                <span className="block text-xs text-muted">
                  {dayText(point.date)} · {childName} was {formatYearsMonths(point.childAge)}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            A task’s range holds the ages at which children with the same shapes or parts are most often found, by the published norms; an arrow means the range
            goes on past the youngest or oldest age the task can tell apart. It is an estimate from one sheet or one drawing, not a diagnosis — {BRAND.name} is
            not a diagnostic tool.
          </p>
        </>
      )}
    </TitledSection>
  );
}

function TaskLegend({ childName, points }: { childName: string; points: readonly PlacedTaskPoint[] }) {
  const has = (task: PlacedTaskPoint['task']) => points.some((p) => p.task === task);
  return (
    <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="What the task chart shows">
      {has('shapes') ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <path d="M14 2l6 10H8z" fill={C.shapes} />
          </svg>
          {TASK_SERIES_NAMES.shapes}, with its range as a bar
        </li>
      ) : null}
      {has('person') ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <circle cx="14" cy="7" r="4" fill="none" stroke={C.person} strokeWidth="2.5" />
          </svg>
          {TASK_SERIES_NAMES.person}, with its range as a bar
        </li>
      ) : null}
      {points.some((p) => p.floor || p.ceiling) ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <line x1="14" y1="13" x2="14" y2="2" stroke={C.axis} strokeWidth="2" strokeDasharray="3 3" />
            <path d="M10 6l4-4 4 4" fill="none" stroke={C.axis} strokeWidth="2" />
          </svg>
          Open end: beyond what the task can tell
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
          <line x1="4" y1="7" x2="24" y2="7" stroke={C.childAge} strokeWidth="2" strokeDasharray="4 3" />
        </svg>
        {childName}’s real age that day
      </li>
    </ul>
  );
}
