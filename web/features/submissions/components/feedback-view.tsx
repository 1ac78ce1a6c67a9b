import type { ReactNode } from 'react';
import type { DetailedFeedback, SimpleFeedback } from '../../../../contracts/analysis';
import type { AiFeedback } from '../../../../contracts/submissions';
import { feedbackScore } from '../../../../contracts/submissions';
import { VOCABULARY_KEYS } from '../../../../contracts/vocabulary';
import { EstimatedAge } from '@/components/estimated-age';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';
import { evaluationErrorText } from '../lib/analysis-state';
import { FeedbackScore } from './feedback-score';
import { WeekGoals } from './week-goals';

/**
 * aiFeedback arrives in two formats (spec 000 §3): the detailed one the evaluation job writes,
 * and the older simple one. A failure may carry only {error, retryable}.
 */
export type FeedbackKind = 'detailed' | 'simple' | 'failed';

export function feedbackKind(feedback: AiFeedback): FeedbackKind {
  if ('cognitiveAssessment' in feedback && feedback.cognitiveAssessment) return 'detailed';
  const simple = feedback as SimpleFeedback;
  const hasContent = [
    simple.score,
    simple.overallScore,
    simple.feedback,
    simple.encouragement,
    simple.encouragingMessage,
    simple.strengths,
    simple.improvement,
    simple.nextSteps,
    simple.skillsAssessment,
  ].some((value) => value !== undefined && value !== null);
  return !hasContent && typeof feedback.error === 'string' ? 'failed' : 'simple';
}

/**
 * The feedback's main text in a line or two, for lists of attempts: the detailed format's overall
 * feedback, or the simple format's first text.
 */
export function feedbackSummary(feedback: AiFeedback): string | null {
  const kind = feedbackKind(feedback);
  if (kind === 'detailed') return textOrNull((feedback as DetailedFeedback).overallFeedback);
  if (kind === 'failed') return null;
  const simple = feedback as SimpleFeedback;
  return [simple.feedback, simple.encouragement, simple.encouragingMessage].find(isText) ?? null;
}

/**
 * The detailed or simple rendering of one submission's feedback; a failure shows its reason.
 * Since issue 32 a week's feedback opens with what the drawing shows and the challenge's goals
 * it shows ("Challenge goals shown: 3 of 4"), not a bare score; older feedback keeps its score,
 * labelled as older.
 */
export function FeedbackView({ feedback, className }: { feedback: AiFeedback; className?: string }) {
  const t = useT();
  const kind = feedbackKind(feedback);
  const observed = kind === 'detailed' ? (feedback as DetailedFeedback).observed : undefined;
  const score = kind === 'failed' || observed ? null : feedbackScore(feedback);
  return (
    <div className={cn('grid gap-5', className)} data-feedback-kind={kind}>
      {observed ? <WeekGoals observed={observed} /> : null}
      {score !== null ? <FeedbackScore score={score} /> : null}
      {kind === 'detailed' ? <DetailedView feedback={feedback as DetailedFeedback} /> : null}
      {kind === 'simple' ? <SimpleView feedback={feedback as SimpleFeedback} /> : null}
      {kind === 'failed' ? (
        <p className="rounded-xl border border-destructive/60 bg-surface-2 p-4 text-destructive-text">{evaluationErrorText(t, feedback.error)}</p>
      ) : null}
    </div>
  );
}

function DetailedView({ feedback }: { feedback: DetailedFeedback }) {
  const t = useT();
  const { cognitiveAssessment: assessment, visualAnalysis: visual, interactionAnalysis: interaction, recommendations } = feedback;
  return (
    <>
      <EstimatedAge
        months={assessment.estimatedCognitiveAge}
        range={assessment.cognitiveAgeRange}
        label={t(VOCABULARY_KEYS.estimate)}
        note={feedback.observed?.estimateCarriedOver ? t('submissions.feedback.carriedOver') : t('submissions.feedback.estimateNote')}
      />
      {feedback.overallFeedback ? (
        <Block title={t('submissions.feedback.overall')}>
          <p>{feedback.overallFeedback}</p>
        </Block>
      ) : null}
      <ListBlock title={t('submissions.feedback.strengths')} items={assessment.strengths} />
      <ListBlock title={t('submissions.feedback.areasForGrowth')} items={assessment.areasForGrowth} />
      <Block title={t('submissions.feedback.visual')}>
        <BulletList items={visual.technicalSkills} />
        <Paragraph label={t('submissions.feedback.creativity')} text={visual.creativity} />
        <Paragraph label={t('submissions.feedback.progress')} text={visual.progressThroughSession} />
      </Block>
      <Block title={t('submissions.feedback.interaction')}>
        <Paragraph label={t('submissions.feedback.together')} text={interaction.parentChildDynamics} />
        <BulletList items={interaction.communicationPatterns} />
        <Paragraph label={t('submissions.feedback.learningApproach')} text={interaction.learningApproach} />
      </Block>
      <Block title={t('submissions.feedback.recommendations')}>
        <LabelledList label={t('submissions.feedback.tryNow')} items={recommendations.immediate} />
        <LabelledList label={t('submissions.feedback.nextWeek')} items={recommendations.nextWeek} />
        <LabelledList label={t('submissions.feedback.forYou')} items={recommendations.parentGuidance} />
      </Block>
    </>
  );
}

function SimpleView({ feedback }: { feedback: SimpleFeedback }) {
  const t = useT();
  // The older format used any of three names for its main text; show each one that is there.
  const texts = [...new Set([feedback.feedback, feedback.encouragement, feedback.encouragingMessage].filter(isText))];
  const skills = Object.entries(feedback.skillsAssessment ?? {});
  return (
    <>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <ListBlock title={t('submissions.feedback.strengths')} items={feedback.strengths} />
      <ListBlock title={t('submissions.feedback.roomToGrow')} items={toList(feedback.improvement)} />
      <ListBlock title={t('submissions.feedback.nextSteps')} items={toList(feedback.nextSteps)} />
      {skills.length > 0 ? (
        <Block title={t('submissions.feedback.skillsAssessment')}>
          <dl className="grid gap-2">
            {skills.map(([skill, value]) => (
              <div key={skill}>
                <dt className="font-semibold">{skill}</dt>
                <dd className="text-muted">{value.feedback}</dd>
              </div>
            ))}
          </dl>
        </Block>
      ) : null}
    </>
  );
}

const isText = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const textOrNull = (value: string | undefined) => (isText(value) ? value : null);

function toList(value: string | string[] | undefined): string[] {
  if (Array.isArray(value)) return value.filter(isText);
  return isText(value) ? [value] : [];
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}

function ListBlock({ title, items }: { title: string; items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <Block title={title}>
      <BulletList items={items} />
    </Block>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function LabelledList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="font-semibold text-muted">{label}</p>
      <BulletList items={items} />
    </div>
  );
}

function Paragraph({ label, text }: { label: string; text: string }) {
  const t = useT();
  if (!isText(text)) return null;
  return (
    <p>
      <span className="font-semibold text-muted">{t('submissions.feedback.labelled', { label })}</span>
      {text}
    </p>
  );
}
