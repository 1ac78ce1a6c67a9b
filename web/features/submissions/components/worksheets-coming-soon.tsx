import { FileText } from 'lucide-react';
import { useT } from '@/i18n/use-t';

/** Spec 000 §2: the Downloadable Worksheets tab only announces them for now. */
export function WorksheetsComingSoon() {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
      <FileText className="size-10 text-sky" aria-hidden="true" />
      <h3 className="text-xl font-bold">{t('submissions.prepare.worksheetsTitle')}</h3>
      <p className="max-w-prose text-muted">{t('submissions.prepare.worksheetsText')}</p>
    </div>
  );
}
