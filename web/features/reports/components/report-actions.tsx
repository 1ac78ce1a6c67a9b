import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { REPORT_URLS, type ReportScope } from '../../../../contracts/reports';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { scopeName } from '../lib/share-wording';
import { ShareReportDialog } from './share-report-dialog';

/** A report's two actions on the plan page: download the PDF for the doctor, or share a read-only link. */
export function ReportActions({ planId, scope }: { planId: string; scope: ReportScope }) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  const href = scope.kind === 'checkpoint' ? REPORT_URLS.checkpointPdf(planId, scope.checkpointNumber) : REPORT_URLS.finalPdf(planId);
  const report = scopeName(t, scope);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={href} download aria-label={t('reportPage.actions.downloadLabel', { report })}>
          <Download className="size-4" aria-hidden="true" />
          {t('reportPage.actions.pdf')}
        </a>
      </Button>
      <Button size="sm" variant="outline" onClick={() => setSharing(true)} aria-label={t('reportPage.actions.shareLabel', { report })}>
        <Share2 className="size-4" aria-hidden="true" />
        {t('reportPage.actions.share')}
      </Button>
      <ShareReportDialog planId={planId} scope={scope} open={sharing} onOpenChange={setSharing} />
    </div>
  );
}
