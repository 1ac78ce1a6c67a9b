import { ScanLine } from 'lucide-react';
import { TASK_MESSAGES } from '../../../../contracts/tasks';
import { LinkButton } from '@/components/link-button';
import { LoadFailed } from '@/components/load-failed';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/page-props';
import { useTask } from '../api/tasks';
import { TaskResultView } from '../components/task-result-view';

export const TASK_LOAD_FAILED = 'This result could not be loaded.';

/** /tasks/{id}: a scored task, so a reload or a link kept for later opens it again. */
export function TaskResultPage({ params }: PageProps) {
  useDocumentTitle('Task result');
  const id = params.id ?? '';
  const task = useTask(id);

  return (
    <PageShell back={{ href: '/tasks/shapes', label: 'The shape sheet' }} width="wide">
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">A closer look</h1>
      {task.isPending ? <Spinner label="Loading the result" /> : null}
      {task.isError && errorStatus(task.error) === 404 ? (
        <div className="grid justify-items-start gap-4">
          <p role="alert" className="text-lg font-semibold">
            {errorMessage(task.error, TASK_MESSAGES.notFound)}
          </p>
          <LinkButton href="/tasks/shapes" icon={ScanLine}>
            Try the shape sheet
          </LinkButton>
        </div>
      ) : null}
      {task.isError && errorStatus(task.error) !== 404 ? (
        <LoadFailed message={errorMessage(task.error, TASK_LOAD_FAILED)} onRetry={() => void task.refetch()} />
      ) : null}
      {task.data ? <TaskResultView task={task.data} /> : null}
    </PageShell>
  );
}
