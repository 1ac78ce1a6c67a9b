import { numberedTips, TipList } from '../../components/guide-section';
import { useHelpT } from '../help-messages';

const TIPS = numberedTips('help.materials', 5);

export function MaterialsSection() {
  const h = useHelpT();
  return (
    <>
      <p className="text-muted">{h('help.materials.intro')}</p>
      <TipList tips={TIPS} />
    </>
  );
}
