import { BRAND } from '../../../../contracts/brand';
import { formatYearsMonthsIn } from '@/lib/format-age';
import { taskRangeWordsIn } from '../../../../contracts/task-words';
import { TitledSection } from '@/components/titled-section';
import { CHART_COLOURS as C } from '../lib/chart-colours';
import { dayText } from '../lib/growth-table';
import { TASK_SERIES_NAMES, taskWhen, type PlacedTaskPoint } from '../lib/task-points';
import { TaskChart } from './task-chart';
import { useT } from '@/i18n/use-t';

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
  const t = useT();
  return (
    <TitledSection
      titleId="task-growth-title"
      title={t('growth.tasks.title')}
      titleClassName="text-xl font-bold"
      className="grid min-w-0 gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
    >
      <p className="text-sm text-muted">{t('growth.tasks.intro')}</p>
      {points.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm">{t('growth.tasks.empty', { name: childName })}</p>
      ) : (
        <>
          <div aria-hidden="true">
            <TaskChart points={points} lastWeek={lastWeek} />
          </div>
          <TaskLegend childName={childName} points={points} />
          <ul className="grid gap-2 text-sm" aria-label={t('growth.tasks.listLabel')}>
            {points.map((point) => (
              <li key={`${point.task}-${point.date}`} className="rounded-xl bg-surface-2 px-3 py-2">
                <span className="font-semibold">{t('growth.tasks.when', { when: taskWhen(point, t) })}</span> {taskRangeWordsIn(t, point)}
                <span className="block text-xs text-muted">
                  {t('growth.tasks.dayAndAge', { date: dayText(point.date, t), name: childName, age: formatYearsMonthsIn(t, point.childAge) })}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{t('growth.tasks.note', { brand: BRAND.name })}</p>
        </>
      )}
    </TitledSection>
  );
}

function TaskLegend({ childName, points }: { childName: string; points: readonly PlacedTaskPoint[] }) {
  const t = useT();
  const has = (task: PlacedTaskPoint['task']) => points.some((p) => p.task === task);
  return (
    <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label={t('growth.tasks.legendLabel')}>
      {has('shapes') ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <path d="M14 2l6 10H8z" fill={C.shapes} />
          </svg>
          {t('growth.tasks.withRange', { task: t(TASK_SERIES_NAMES.shapes) })}
        </li>
      ) : null}
      {has('person') ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <circle cx="14" cy="7" r="4" fill="none" stroke={C.person} strokeWidth="2.5" />
          </svg>
          {t('growth.tasks.withRange', { task: t(TASK_SERIES_NAMES.person) })}
        </li>
      ) : null}
      {points.some((p) => p.floor || p.ceiling) ? (
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
            <line x1="14" y1="13" x2="14" y2="2" stroke={C.axis} strokeWidth="2" strokeDasharray="3 3" />
            <path d="M10 6l4-4 4 4" fill="none" stroke={C.axis} strokeWidth="2" />
          </svg>
          {t('growth.tasks.openEnd')}
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <svg viewBox="0 0 28 14" className="h-3.5 w-7 shrink-0" aria-hidden="true">
          <line x1="4" y1="7" x2="24" y2="7" stroke={C.childAge} strokeWidth="2" strokeDasharray="4 3" />
        </svg>
        {t('growth.tasks.realAge', { name: childName })}
      </li>
    </ul>
  );
}
