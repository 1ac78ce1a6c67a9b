import { StagedProgress } from '@/components/ui/staged-progress';
import type { SetupStage } from '../lib/setup-stages';

/** The stage texts while the plan is generated. */
export function SetupProgress({ stage }: { stage: SetupStage | null }) {
  return <StagedProgress stage={stage} label="Plan setup progress" />;
}
