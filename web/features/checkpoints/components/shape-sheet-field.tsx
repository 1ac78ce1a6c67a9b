import { Download } from 'lucide-react';
import type { TaskResult } from '../../../../contracts/tasks';
import { taskRangeWordsIn } from '../../../../contracts/task-words';
import { Button } from '@/components/ui/button';
import { ShapeSheetStep } from '@/features/tasks';
import { TASK_NAMES, TASK_WHY } from '../lib/checkpoint-tasks';
import { TaskDisclosure } from './task-disclosure';
import { useT } from '@/i18n/use-t';

const sheetPdf = (paper: 'a4' | 'letter') => `/api/tasks/shapes/sheet.pdf?paper=${paper}`;

/**
 * Issue 33: the shape sheet at a ready checkpoint, optional — print it, let the child copy the
 * shapes, photograph it. It is scored on its own, before or after Evaluate, and its estimate
 * joins the checkpoint's results.
 */
export function ShapeSheetField({
  planId,
  checkpointNumber,
  childAge,
  done,
}: {
  planId: string;
  checkpointNumber: number;
  childAge: number;
  done: TaskResult | null;
}) {
  const t = useT();
  const task = t(TASK_NAMES.shapes);
  if (done) {
    return (
      <div className="grid gap-1 border-t border-border pt-3 text-sm">
        <p className="font-semibold">{t('checkpoints.sheet.sent', { task })}</p>
        <p>{t('checkpoints.sheet.joins', { words: taskRangeWordsIn(t, done.estimate), number: checkpointNumber })}</p>
      </div>
    );
  }
  return (
    <TaskDisclosure title={t('checkpoints.task.optional', { task })} why={t(TASK_WHY.shapes)} label={t('checkpoints.sheet.add', { number: checkpointNumber })}>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={sheetPdf('a4')} download="kritzel-shape-sheet-a4.pdf">
            <Download aria-hidden="true" />
            {t('checkpoints.sheet.a4')}
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={sheetPdf('letter')} download="kritzel-shape-sheet-letter.pdf">
            <Download aria-hidden="true" />
            {t('checkpoints.sheet.letter')}
          </a>
        </Button>
      </div>
      {/* Nothing more to do once scored: the plan's tasks are read again, and this field shows it as sent. */}
      <ShapeSheetStep planId={planId} checkpointNumber={checkpointNumber} childAge={childAge} onScored={() => undefined} />
    </TaskDisclosure>
  );
}
