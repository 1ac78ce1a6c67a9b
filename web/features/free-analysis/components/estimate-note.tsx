import { Info } from 'lucide-react';
import { useT } from '@/i18n/use-t';

/** docs/design.md: an estimate is an estimate; say so plainly, next to the numbers. */
export function EstimateNote() {
  const t = useT();
  return (
    <aside aria-label={t('freeAnalysis.note.label')} className="flex gap-3 rounded-card border border-sky/40 bg-surface p-4 sm:p-5">
      <Info className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
      <p>
        <strong>{t('freeAnalysis.note.notADiagnosis')}</strong> <span className="text-muted">{t('freeAnalysis.note.body')}</span>
      </p>
    </aside>
  );
}
