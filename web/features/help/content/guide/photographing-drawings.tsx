import { numberedTips, TipList } from '../../components/guide-section';
import { useHelpT } from '../help-messages';

const TIPS = numberedTips('help.photos', 6);

export function PhotographingDrawingsSection() {
  const h = useHelpT();
  return (
    <>
      <p className="text-muted">{h('help.photos.intro')}</p>
      <TipList tips={TIPS} />
    </>
  );
}
