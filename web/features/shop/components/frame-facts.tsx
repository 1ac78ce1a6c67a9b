import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';

/** What "animated" does and does not mean, said before the parent uploads anything (issue 35). */
export function FrameFacts() {
  const t = useT();
  return (
    <TitledSection
      titleId="frame-facts-heading"
      title={t('shop.frameFacts.title')}
      titleClassName="font-bold"
      className="mt-4 grid max-w-prose gap-1 rounded-card border border-border bg-surface p-4"
    >
      <p className="text-muted">{t('shop.frameFacts.text')}</p>
    </TitledSection>
  );
}
