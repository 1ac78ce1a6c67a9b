import { StagedProgress } from '@/components/ui/staged-progress';
import type { ProgressStage } from '../lib/progress-stages';

/** The waiting messages while a drawing is analysed. */
export function AnalysisProgress({ stage }: { stage: ProgressStage | null }) {
  return <StagedProgress stage={stage} label="Analysis progress" />;
}
