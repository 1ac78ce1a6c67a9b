import { useEffect } from 'react';
import type { PageProps } from '@/page-props';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSharedReport } from '../api/report-shares';
import { SharedReportView } from '../components/shared-report-view';

/** A shared link is private: no search engine lists it and no link followed from it carries its address. */
function useNoIndex() {
  useEffect(() => {
    const added = [
      Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex, nofollow' }),
      Object.assign(document.createElement('meta'), { name: 'referrer', content: 'no-referrer' }),
    ];
    for (const meta of added) document.head.append(meta);
    return () => added.forEach((meta) => meta.remove());
  }, []);
}

/** /shared/:token: a report the parent shared, for anyone with the link (no account), in the reader's language. */
export function SharedReportPage({ params }: PageProps) {
  const t = useT();
  const token = params.token ?? '';
  useDocumentTitle(t('reportPage.shared.documentTitle'));
  useNoIndex();
  const shared = useSharedReport(token);
  return (
    <PageShell width="wide">
      {shared.isPending ? (
        <Spinner label={t('reportPage.shared.loading')} />
      ) : shared.isError ? (
        <section aria-labelledby="shared-error-title" className="grid gap-2 rounded-card border border-border bg-surface p-6">
          <h1 id="shared-error-title" className="font-heading text-2xl font-extrabold">
            {t('reportPage.shared.cannotOpen')}
          </h1>
          <p>{errorMessage(shared.error, t('reportPage.shared.tryAgain'))}</p>
        </section>
      ) : (
        <SharedReportView report={shared.data.report} token={token} expiresAt={shared.data.expiresAt} />
      )}
    </PageShell>
  );
}
