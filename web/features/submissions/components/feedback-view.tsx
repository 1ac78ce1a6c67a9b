import type { ReactNode } from 'react';
import type { DetailedFeedback, SimpleFeedback } from '../../../../contracts/analysis';
import type { AiFeedback } from '../../../../contracts/submissions';
import { feedbackScore, SUBMISSION_MESSAGES } from '../../../../contracts/submissions';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { EstimatedAge } from '@/components/estimated-age';
import { cn } from '@/lib/utils';
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
        <p className="rounded-xl border border-destructive/60 bg-surface-2 p-4 text-destructive-text">
          {feedback.error || SUBMISSION_MESSAGES.evaluationFailed}
        </p>
      ) : null}
    </div>
  );
}

function DetailedView({ feedback }: { feedback: DetailedFeedback }) {
  const { cognitiveAssessment: assessment, visualAnalysis: visual, interactionAnalysis: interaction, recommendations } = feedback;
  return (
    <>
      <EstimatedAge
        months={assessment.estimatedCognitiveAge}
        range={assessment.cognitiveAgeRange}
        label={VOCABULARY.estimate}
        note={
          feedback.observed?.estimateCarriedOver
            ? 'Carried over from an earlier drawing: this week’s drawing is not read as a new estimate. One snapshot, not a diagnosis.'
            : 'An estimate from this week’s drawing — one snapshot, not a diagnosis.'
        }
      />
      {feedback.overallFeedback ? (
        <Block title="Overall Feedback">
          <p>{feedback.overallFeedback}</p>
        </Block>
      ) : null}
      <ListBlock title="Strengths" items={assessment.strengths} />
      <ListBlock title="Areas for Growth" items={assessment.areasForGrowth} />
      <Block title="Visual Analysis">
        <BulletList items={visual.technicalSkills} />
        <Paragraph label="Creativity" text={visual.creativity} />
        <Paragraph label="Progress through the session" text={visual.progressThroughSession} />
      </Block>
      <Block title="Interaction Analysis">
        <Paragraph label="Parent and child together" text={interaction.parentChildDynamics} />
        <BulletList items={interaction.communicationPatterns} />
        <Paragraph label="Learning approach" text={interaction.learningApproach} />
      </Block>
      <Block title="Recommendations">
        <LabelledList label="Try now" items={recommendations.immediate} />
        <LabelledList label="Next week" items={recommendations.nextWeek} />
        <LabelledList label="For you as a parent" items={recommendations.parentGuidance} />
      </Block>
    </>
  );
}

function SimpleView({ feedback }: { feedback: SimpleFeedback }) {
  // The older format used any of three names for its main text; show each one that is there.
  const texts = [...new Set([feedback.feedback, feedback.encouragement, feedback.encouragingMessage].filter(isText))];
  const skills = Object.entries(feedback.skillsAssessment ?? {});
  return (
    <>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <ListBlock title="Strengths" items={feedback.strengths} />
      <ListBlock title="Room to Grow" items={toList(feedback.improvement)} />
      <ListBlock title="Next Steps" items={toList(feedback.nextSteps)} />
      {skills.length > 0 ? (
        <Block title="Skills Assessment">
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
  if (!isText(text)) return null;
  return (
    <p>
      <span className="font-semibold text-muted">{label}: </span>
      {text}
    </p>
  );
}
