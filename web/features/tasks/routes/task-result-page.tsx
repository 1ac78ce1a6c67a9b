import { ScanLine } from 'lucide-react';
import { TASK_MESSAGE_KEYS } from '../../../../contracts/tasks';
import { LinkButton } from '@/components/link-button';
import { LoadFailed } from '@/components/load-failed';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage, errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/page-props';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { useTask } from '../api/tasks';
import { TaskResultView } from '../components/task-result-view';

/** What a result that failed to load says (a message key), unless the server said more. */
export const TASK_LOAD_FAILED: MessageKey = 'tasks.errors.loadFailed';

/** /tasks/{id}: a scored task, so a reload or a link kept for later opens it again. */
export function TaskResultPage({ params }: PageProps) {
  const t = useT();
  useDocumentTitle(t('tasks.resultPage.docTitle'));
  const id = params.id ?? '';
  const task = useTask(id);

  return (
    <PageShell back={{ href: '/tasks/shapes', label: t('tasks.page.title') }} width="wide">
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">{t('tasks.resultPage.heading')}</h1>
      {task.isPending ? <Spinner label={t('tasks.resultPage.loading')} /> : null}
      {task.isError && errorStatus(task.error) === 404 ? (
        <div className="grid justify-items-start gap-4">
          <p role="alert" className="text-lg font-semibold">
            {errorMessage(task.error, t(TASK_MESSAGE_KEYS.notFound))}
          </p>
          <LinkButton href="/tasks/shapes" icon={ScanLine}>
            {t('tasks.resultPage.tryShapes')}
          </LinkButton>
        </div>
      ) : null}
      {task.isError && errorStatus(task.error) !== 404 ? (
        <LoadFailed message={errorMessage(task.error, t(TASK_LOAD_FAILED))} onRetry={() => void task.refetch()} />
      ) : null}
      {task.data ? <TaskResultView task={task.data} /> : null}
    </PageShell>
  );
}
