import { Clock, Sparkles } from 'lucide-react';
import type { PlanChallenge } from '../../../../contracts/plans';
import { useT } from '@/i18n/use-t';

/** The skills a week practises, as small pills. */
export function SkillList({ skills, headingLevel = 'h3' }: { skills: readonly string[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const t = useT();
  return (
    <section className="grid content-start gap-2">
      <Heading className="text-sm font-bold tracking-wide text-muted uppercase">{t('submissions.details.skills')}</Heading>
      <ul className="flex flex-wrap items-start gap-2">
        {skills.map((skill) => (
          <li key={skill} className="rounded-full border border-violet/60 bg-surface-2 px-3 py-1 text-sm text-foreground">
            {skill}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The week's steps, numbered as a parent would read them aloud. */
export function InstructionList({ instructions, headingLevel = 'h3' }: { instructions: readonly string[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const t = useT();
  return (
    <section className="grid content-start gap-2">
      <Heading className="text-sm font-bold tracking-wide text-muted uppercase">{t('submissions.details.instructions')}</Heading>
      <ol className="grid gap-2">
        {instructions.map((step, i) => (
          <li key={`${i}-${step}`} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sunflower font-heading text-sm font-extrabold text-background"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function EstimatedTime({ challenge }: { challenge: Pick<PlanChallenge, 'estimatedTime'> }) {
  const t = useT();
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted">
      <Clock className="size-4 text-sky" aria-hidden="true" />
      {t('submissions.aboutTime', { time: challenge.estimatedTime })}
    </p>
  );
}

/** Why this week was tuned to the child's last results, when it was. */
export function AdaptedReason({ reason }: { reason: string | null }) {
  const t = useT();
  if (!reason) return null;
  return (
    <p className="flex gap-2 rounded-xl border border-leaf/40 bg-surface-2 p-3 text-sm">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden="true" />
      <span>
        <span className="font-semibold">{t('submissions.details.adapted')}</span>
        {reason}
      </span>
    </p>
  );
}
