import { FRAME_FACTS } from '../../../../contracts/shop-catalog';
import { TitledSection } from '@/components/titled-section';

/** What "animated" does and does not mean, said before the parent uploads anything (issue 35). */
export function FrameFacts() {
  return (
    <TitledSection
      titleId="frame-facts-heading"
      title={FRAME_FACTS.title}
      titleClassName="font-bold"
      className="mt-4 grid max-w-prose gap-1 rounded-card border border-border bg-surface p-4"
    >
      <p className="text-muted">{FRAME_FACTS.text}</p>
    </TitledSection>
  );
}
