/**
 * Weekly feedback without an AI service: every photo is measured, the most developed one
 * speaks for the week (its estimate, range, strengths and goals, so no two lines disagree), and
 * the feedback is about this week's drawing and this week's challenge (issue 32): which of the
 * challenge's goals the photo shows, which a photo cannot show, and — when the child drew
 * something else — that drawing, in the parent's words, with no goal counted and no score. A
 * challenge that restricts the drawing never lowers the estimate: the earlier one carries over.
 * The parent's observations are answered. Nothing is said about progress between weeks: one
 * photo a week is too noisy for it (ADR 025); the checkpoints compare drawings.
 */
import { DetailedFeedback, type AgeRange, type DrawingFeatures } from '../../../../contracts/analysis.ts';
import type { DrawingAnalysis, EvaluateSubmissionInput } from '../analyser.ts';
import { shiftedRange } from './age-range.ts';
import { analyzeDrawings } from './analyze-drawings.ts';
import { dynamics, guidance, learningApproach } from './parent-answers.ts';
import { challengeAsks } from './week-challenge.ts';
import { goalScore, weekObserved } from './week-observed.ts';
import { creativity, goalFindings, nextWeek, overall } from './week-sentences.ts';
import { wording, type Wording } from './wording.ts';
import { localizeTitle } from './challenges/localize.ts';

/** An estimate with the range it stands for, and where it came from ("week 3", "the start of the plan"). */
type Estimate = { cognitiveAge: number; range: AgeRange | null; from: string };

export async function evaluateSubmissionLocally(input: EvaluateSubmissionInput): Promise<DetailedFeedback> {
  const w = wording(input.locale);
  const { t } = w;
  const analyses = await analyzeDrawings(input.images, input.childAgeMonths, input.locale);
  if (analyses.length === 0) return withoutPhotos(input, w);
  // One photo speaks for the week: its estimate, range, strengths, facts and goals all agree.
  const chosen = analyses.reduce((a, b) => (b.cognitiveAge > a.cognitiveAge ? b : a));
  const f = chosen.features;
  const { observations: o, challenge } = input;
  const other = o.followedChallenge === 'other';
  const earlier = earlierEstimate(input, w, chosen);
  // A restrictive week shows the asked skill, not a new age: the earlier estimate carries over.
  // A drawing of something else is not restricted by the challenge, so it speaks for itself.
  const carried = !other && challengeAsks(challenge, input.challengeId) && earlier ? earlier : null;
  const estimate: Estimate = carried ?? { cognitiveAge: chosen.cognitiveAge, range: chosen.cognitiveAgeRange, from: t('analyser.evaluation.fromThisWeek') };
  const observed = weekObserved(input, f, carried !== null, input.locale);
  const score = goalScore(observed);
  const restricted = carried ? t('analyser.evaluation.restricted', { estimate: t('ages.vocabulary.estimateInSentence'), from: carried.from }) : null;
  const unseen = observed.goals.filter((g) => !g.checkable).map((g) => g.goal);
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: estimate.cognitiveAge,
      ...(estimate.range && { cognitiveAgeRange: estimate.range }),
      strengths: chosen.strengths.slice(0, 4),
      areasForGrowth: chosen.areasForImprovement.slice(0, 3),
    },
    visualAnalysis: {
      technicalSkills: other ? observed.seen : goalFindings(observed, challenge.skills, f, w),
      creativity: creativity(f, observed, w),
      progressThroughSession:
        [
          analyses.length > 1
            ? `${t('analyser.evaluation.photos', { count: analyses.length })} ${compareInSession(analyses[0]!.features, analyses.at(-1)!.features, w)}`
            : null,
          restricted,
        ]
          .filter((part): part is string => part !== null)
          .join(' ') || t(earlier ? 'analyser.evaluation.keptWithPlan' : 'analyser.evaluation.firstDrawing'),
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o, w),
      communicationPatterns: [recordingsNote(input, w)],
      learningApproach: learningApproach(o, w),
    },
    recommendations: {
      immediate: chosen.areasForImprovement.slice(0, 2),
      nextWeek: nextWeek(observed, challenge, w),
      parentGuidance: guidance(o, other ? [] : unseen, w),
    },
    overallFeedback: overall(input, observed, unseen, restricted, w),
    ...(score !== undefined && { score }),
    observed,
  });
}

/**
 * The latest earlier estimate: last week's result, else the plan's baseline. A result stored
 * before ranges gets the calibrated width of this week's range, moved to its estimate.
 */
function earlierEstimate(input: EvaluateSubmissionInput, { t }: Wording, calibrated?: DrawingAnalysis): Estimate | null {
  const previous = input.previous.at(-1);
  const width = (months: number) => (calibrated ? shiftedRange(calibrated.cognitiveAgeRange, calibrated.cognitiveAge, months) : null);
  if (previous) {
    return {
      cognitiveAge: previous.estimatedCognitiveAge,
      range: previous.cognitiveAgeRange ?? width(previous.estimatedCognitiveAge),
      from: t('analyser.evaluation.fromWeek', { week: previous.weekNumber }),
    };
  }
  if (input.baseline) {
    return {
      cognitiveAge: input.baseline.cognitiveAge,
      range: input.baseline.cognitiveAgeRange ?? width(input.baseline.cognitiveAge),
      from: t('analyser.evaluation.fromStart'),
    };
  }
  return null;
}

/**
 * Every recording kept with the submission counts, transcribed or not: "no recordings" only when
 * there are none. Without transcripts the parent is told where to listen, in plain words — which
 * service wrote (or could not write) the transcripts is for the operator, not the parent.
 */
function recordingsNote(input: EvaluateSubmissionInput, { t }: Wording): string {
  const transcribed = input.transcripts.length;
  const kept = Math.max(input.recordingCount, transcribed);
  if (transcribed > 0) return t('analyser.evaluation.recorded', { count: kept });
  if (kept > 0) return t('analyser.evaluation.kept', { count: kept });
  return t('analyser.evaluation.noRecordings');
}

/**
 * An interactive session may hold only recordings. Without a drawing there is nothing new to
 * measure, so the estimate and its range carry over from the last evaluated week (or the
 * baseline), no goal is counted and no score given, and the feedback answers the parent's notes.
 */
function withoutPhotos(input: EvaluateSubmissionInput, w: Wording): DetailedFeedback {
  const { t } = w;
  const { observations: o, challenge } = input;
  const earlier = earlierEstimate(input, w);
  const talked = input.transcripts.length > 0;
  const recorded = input.recordingCount > 0;
  const observed = weekObserved(input, null, earlier !== null, input.locale);
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: earlier?.cognitiveAge ?? input.childAgeMonths ?? 60,
      ...(earlier?.range && { cognitiveAgeRange: earlier.range }),
      strengths: [
        t(talked ? 'analyser.evaluation.talkedStrength' : recorded ? 'analyser.evaluation.recordedStrength' : 'analyser.evaluation.tookPartStrength'),
      ],
      areasForGrowth: [t('analyser.evaluation.photoNextTime')],
    },
    visualAnalysis: {
      technicalSkills: [],
      creativity: t(input.images.length > 0 ? 'analyser.evaluation.noDrawingFound' : 'analyser.evaluation.noPhoto'),
      progressThroughSession: earlier ? t('analyser.evaluation.carriesOver', { from: earlier.from }) : t('analyser.evaluation.nothingToCompare'),
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o, w),
      communicationPatterns: [recordingsNote(input, w)],
      learningApproach: learningApproach(o, w),
    },
    recommendations: {
      immediate: [t('analyser.evaluation.takePhoto')],
      nextWeek: nextWeek(observed, challenge, w),
      parentGuidance: guidance(
        o,
        observed.goals.filter((g) => !g.checkable).map((g) => g.goal),
        w,
      ),
    },
    overallFeedback: t('analyser.evaluation.withoutPhotos', {
      week: input.weekNumber,
      title: localizeTitle(challenge.title, w.locale),
      recorded: recorded || talked ? 'yes' : 'no',
    }),
    observed,
  });
}

function compareInSession(first: DrawingFeatures, last: DrawingFeatures, { t }: Wording): string {
  const grew = last.closedShapes + last.nestedShapes > first.closedShapes + first.nestedShapes;
  return t(grew ? 'analyser.evaluation.grew' : 'analyser.evaluation.steady');
}
