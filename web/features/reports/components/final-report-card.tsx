import { FileText } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { ReportActions } from './report-actions';

/** Once all 26 weeks have feedback: the whole plan in one report for the paediatrician or teacher. */
export function FinalReportCard({ planId, childName }: { planId: string; childName: string }) {
  const t = useT();
  return (
    <section aria-labelledby="final-report-title" className="grid gap-3 rounded-card border border-violet/60 bg-surface p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <FileText className="mt-1 size-6 shrink-0 text-violet" aria-hidden="true" />
        <div>
          <h2 id="final-report-title" className="text-xl font-bold">
            {t('reportPage.final.title', { name: childName })}
          </h2>
          <p className="text-sm text-muted">{t('reportPage.final.text')}</p>
        </div>
      </div>
      <ReportActions planId={planId} scope={{ kind: 'final' }} />
    </section>
  );
}
