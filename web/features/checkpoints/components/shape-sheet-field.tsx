import { Download } from 'lucide-react';
import type { TaskResult } from '../../../../contracts/tasks';
import { Button } from '@/components/ui/button';
import { ShapeSheetStep } from '@/features/tasks';
import { TASK_NAMES, TASK_WHY } from '../lib/checkpoint-tasks';
import { TaskDisclosure } from './task-disclosure';

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
  if (done) {
    return (
      <div className="grid gap-1 border-t border-border pt-3 text-sm">
        <p className="font-semibold">{TASK_NAMES.shapes}: sent</p>
        <p>
          {done.estimate.words}. It joins checkpoint {checkpointNumber}’s results.
        </p>
      </div>
    );
  }
  return (
    <TaskDisclosure title={`${TASK_NAMES.shapes} (optional)`} why={TASK_WHY.shapes} label={`Add the shape sheet for checkpoint ${checkpointNumber}`}>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={sheetPdf('a4')} download="kritzel-shape-sheet-a4.pdf">
            <Download aria-hidden="true" />
            Sheet (A4)
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={sheetPdf('letter')} download="kritzel-shape-sheet-letter.pdf">
            <Download aria-hidden="true" />
            Sheet (Letter)
          </a>
        </Button>
      </div>
      {/* Nothing more to do once scored: the plan's tasks are read again, and this field shows it as sent. */}
      <ShapeSheetStep planId={planId} checkpointNumber={checkpointNumber} childAge={childAge} onScored={() => undefined} />
    </TaskDisclosure>
  );
}
