import { StagedProgress, type ProgressStep } from '@/components/ui/staged-progress';
import { useT } from '@/i18n/use-t';

/** The stage texts while the plan is generated; each stage's message is a message key (setup-stages). */
export function SetupProgress({ stage }: { stage: ProgressStep | null }) {
  const t = useT();
  const shown = stage && t.has(stage.message) ? { ...stage, message: t(stage.message) } : stage;
  return <StagedProgress stage={shown} label={t('plans.setup.progressLabel')} />;
}
