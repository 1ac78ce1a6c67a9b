import { StagedProgress } from '@/components/ui/staged-progress';
import { useT } from '@/i18n/use-t';
import type { ProgressStage } from '../lib/progress-stages';

/** The waiting messages while a drawing is analysed, in the page's language (a stage's message is a key; a place in line is words already). */
export function AnalysisProgress({ stage }: { stage: ProgressStage | null }) {
  const t = useT();
  const shown = stage && t.has(stage.message) ? { ...stage, message: t(stage.message) } : stage;
  return <StagedProgress stage={shown} label={t('freeAnalysis.form.progressLabel')} />;
}
