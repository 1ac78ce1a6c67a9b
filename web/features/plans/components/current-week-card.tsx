import { BookOpenCheck, Camera, Clock, Mic } from 'lucide-react';
import { Link } from 'wouter';
import type { PlanChallenge } from '../../../../contracts/plans';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { WeeklyRhythm } from './weekly-rhythm';

type CurrentWeekCardProps = {
  planId: string;
  challenge: PlanChallenge;
  /** When the newest week was sent; null before the first. */
  lastSentAt: string | null;
};

/**
 * The challenge the parent works on next and the three ways into it: prepare, run it live, or
 * send photos. The next week opens as soon as one is sent (spec 000 §4); the card says what the
 * rhythm is, so an open week 6 on the day week 5 went in reads as "up next", not "late".
 */
export function CurrentWeekCard({ planId, challenge, lastSentAt }: CurrentWeekCardProps) {
  const t = useT();
  const base = `${encodeURIComponent(planId)}/${challenge.week}`;
  return (
    <section aria-labelledby="current-week-title" className="grid gap-4 rounded-card border border-coral/60 bg-surface p-5 shadow-soft sm:p-6">
      <div className="grid gap-1">
        <p className="text-sm font-bold tracking-wide text-coral uppercase">
          {lastSentAt === null ? t('plans.week.thisWeek', { week: challenge.week }) : t('plans.week.upNext', { week: challenge.week })}
        </p>
        <h2 id="current-week-title" className="text-2xl font-extrabold">
          {challenge.title}
        </h2>
        <p className="text-muted">{challenge.description}</p>
      </div>
      <WeeklyRhythm week={challenge.week} lastSentAt={lastSentAt} />
      {challenge.adaptedReason ? (
        <p className="rounded-xl bg-surface-2 p-3 text-sm">
          <span className="font-bold text-sky">{t('plans.currentWeek.adapted')}</span>
          {challenge.adaptedReason}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {challenge.skills.map((skill) => (
          <span key={skill} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm">
            {skill}
          </span>
        ))}
        <span className="inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {challenge.estimatedTime}
        </span>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button asChild variant="secondary">
          <Link href={`/challenge-preparation/${base}`}>
            <BookOpenCheck aria-hidden="true" />
            {t('plans.currentWeek.prepare')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={`/challenge-interactive/${base}`}>
            <Mic aria-hidden="true" />
            {t('plans.currentWeek.interactive')}
          </Link>
        </Button>
        <Button asChild>
          <Link href={`/plans/${encodeURIComponent(planId)}/submit/${challenge.week}`}>
            <Camera aria-hidden="true" />
            {t('plans.currentWeek.submit')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** All 26 weeks done (or the plan is marked completed). */
export function CongratulationsCard({ childName }: { childName: string }) {
  const t = useT();
  return (
    <section aria-labelledby="congrats-title" className="grid gap-2 rounded-card border border-leaf/60 bg-surface p-6 text-center shadow-soft">
      <p aria-hidden="true" className="text-4xl">
        🎉
      </p>
      <h2 id="congrats-title" className="text-2xl font-extrabold text-leaf">
        {t('plans.congrats.title')}
      </h2>
      <p className="text-muted">{t('plans.congrats.text', { name: childName })}</p>
    </section>
  );
}
