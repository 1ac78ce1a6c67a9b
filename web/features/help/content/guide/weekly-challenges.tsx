import { numberedTips, TipList } from '../../components/guide-section';
import { useHelpT } from '../help-messages';

/** The plan's numbers (weeks, attempts, checkpoints) come into the words from contracts/program (help-messages). */
const TIPS = numberedTips('help.weekly', 6);

export function WeeklyChallengesSection() {
  const h = useHelpT();
  return (
    <>
      <p className="text-muted">{h('help.weekly.intro')}</p>
      <TipList tips={TIPS} />
    </>
  );
}
