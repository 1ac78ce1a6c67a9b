import { useState } from 'react';
import type { Plan } from '../../../../contracts/plans';
import { Progress } from '@/components/ui/progress';
import { ageFromBirthMonth } from '@/lib/birth-month';
import { currentChallenge, percentOf, type PlanProgressSummary, type TimelineRow } from '../lib/plan-progress';
import { ChallengeTimeline } from './challenge-timeline';
import { CheckpointsList, ThenAndNowCard } from '@/features/checkpoints';
import { FinalReportCard } from '@/features/reports';
import { TitledSection } from '@/components/titled-section';
import { CongratulationsCard, CurrentWeekCard } from './current-week-card';
import { FeedbackDetailsDialog } from './feedback-details-dialog';
import { HelpForm } from './help-form';
import { InitialAssessment } from './initial-assessment';
import { IntroVideo } from './intro-video';
import { Rich, useT } from '@/i18n/use-t';
import { TOTAL_CHALLENGES } from '../../../../contracts/program';

interface PanelProps {
  plan: Plan;
  childName: string;
  summary: PlanProgressSummary;
}

export function ResourcesPanel({ plan }: Pick<PanelProps, 'plan'>) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <TitledSection titleId="intro-title" title={t('plans.resources.howItWorks')} titleClassName="text-xl font-bold" className="grid gap-3">
        <IntroVideo />
      </TitledSection>
      <HelpForm planId={plan.id} />
    </div>
  );
}

export function ProgressPanel({ plan, summary }: Omit<PanelProps, 'childName'>) {
  const t = useT();
  const counts = { done: summary.completedWeeks, total: TOTAL_CHALLENGES };
  return (
    <div className="grid gap-6">
      <section aria-labelledby="overall-title" className="grid gap-3 rounded-card border border-border bg-surface p-5 sm:p-6">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="overall-title" className="text-xl font-bold">
            {t('plans.completed')}
          </h2>
          <p className="font-heading text-2xl font-extrabold">
            <Rich
              k="plans.progress.completedCount"
              values={{ ...counts, muted: (chunks) => <span className="text-base font-semibold text-muted">{chunks}</span> }}
            />
          </p>
        </div>
        <Progress value={percentOf(summary.completedWeeks)} label={t('plans.progress.completedLabel', counts)} />
      </section>
      <InitialAssessment plan={plan} />
      {plan.isCompleted ? <FinalReportCard planId={plan.id} childName={plan.childName} /> : null}
      <CheckpointsList
        planId={plan.id}
        completedWeeks={summary.completedWeeks}
        childAge={plan.birthMonth && plan.birthYear ? ageFromBirthMonth(plan.birthMonth, plan.birthYear) : null}
      />
      <ThenAndNowCard planId={plan.id} />
    </div>
  );
}

export function ChallengesPanel({ plan, childName, summary }: PanelProps) {
  const [feedbackFor, setFeedbackFor] = useState<TimelineRow | null>(null);
  const challenge = currentChallenge(summary);
  return (
    <div className="grid gap-6">
      {summary.allDone ? <CongratulationsCard childName={childName} /> : null}
      {challenge ? <CurrentWeekCard planId={plan.id} challenge={challenge} lastSentAt={summary.lastSentAt} /> : null}
      <ChallengeTimeline planId={plan.id} rows={summary.rows} onOpenFeedback={setFeedbackFor} />
      <FeedbackDetailsDialog submission={feedbackFor?.completed ?? null} challenge={feedbackFor?.challenge} onClose={() => setFeedbackFor(null)} />
    </div>
  );
}
