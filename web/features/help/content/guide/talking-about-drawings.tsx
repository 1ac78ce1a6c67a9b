import { numberedTips, TipList } from '../../components/guide-section';
import { useHelpT } from '../help-messages';

const TIPS = numberedTips('help.talking', 5);

export function TalkingAboutDrawingsSection() {
  const h = useHelpT();
  return (
    <>
      <p className="text-muted">{h('help.talking.intro')}</p>
      <TipList tips={TIPS} />
    </>
  );
}
