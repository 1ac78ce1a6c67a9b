import type { ReactNode } from 'react';
import { useHelpT, type HelpKey } from '../content/help-messages';

/** One chapter of the Parent Guide; its id is the table of contents' anchor. */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 border-t border-border pt-10">
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 text-base leading-relaxed sm:text-lg">{children}</div>
    </section>
  );
}

/** A tip: its bold lead-in and the sentence after it, as help message keys. */
export type Tip = { lead: HelpKey; text: HelpKey };

/** A short list of do's, each with a bold lead-in, for advice a parent can scan. */
export function TipList({ tips }: { tips: readonly Tip[] }) {
  const h = useHelpT();
  return (
    <ul className="grid gap-3">
      {tips.map((tip) => (
        <li key={tip.lead} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-sunflower" />
          <p>
            <strong className="font-semibold text-foreground">{h(tip.lead)}</strong> <span className="text-muted">{h(tip.text)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The same tips from a prefix: `tips('help.photos', 6)` → help.photos.tip1.lead/text … tip6. */
export function numberedTips(prefix: 'help.talking' | 'help.materials' | 'help.photos' | 'help.weekly', count: number): readonly Tip[] {
  return Array.from({ length: count }, (_, index) => ({
    lead: `${prefix}.tip${index + 1}.lead` as HelpKey,
    text: `${prefix}.tip${index + 1}.text` as HelpKey,
  }));
}
