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
import { VOCABULARY } from '../../../../contracts/vocabulary.ts';
import type { DrawingAnalysis, EvaluateSubmissionInput } from '../analyser.ts';
import { shiftedRange } from './age-range.ts';
import { analyzeDrawings } from './analyze-drawings.ts';
import { dynamics, guidance, learningApproach } from './parent-answers.ts';
import { challengeAsks } from './week-challenge.ts';
import { goalScore, weekObserved } from './week-observed.ts';
import { creativity, goalFindings, nextWeek, overall } from './week-sentences.ts';

/** An estimate with the range it stands for, and where it came from ("week 3", "the start of the plan"). */
type Estimate = { cognitiveAge: number; range: AgeRange | null; from: string };

export async function evaluateSubmissionLocally(input: EvaluateSubmissionInput): Promise<DetailedFeedback> {
  const analyses = await analyzeDrawings(input.images, input.childAgeMonths);
  if (analyses.length === 0) return withoutPhotos(input);
  // One photo speaks for the week: its estimate, range, strengths, facts and goals all agree.
  const chosen = analyses.reduce((a, b) => (b.cognitiveAge > a.cognitiveAge ? b : a));
  const f = chosen.features;
  const { observations: o, challenge } = input;
  const other = o.followedChallenge === 'other';
  const earlier = earlierEstimate(input, chosen);
  // A restrictive week shows the asked skill, not a new age: the earlier estimate carries over.
  // A drawing of something else is not restricted by the challenge, so it speaks for itself.
  const carried = !other && challengeAsks(challenge, input.challengeId) && earlier ? earlier : null;
  const estimate: Estimate = carried ?? { cognitiveAge: chosen.cognitiveAge, range: chosen.cognitiveAgeRange, from: 'this week' };
  const observed = weekObserved(input, f, carried !== null);
  const score = goalScore(observed);
  const restricted = carried
    ? `This week's challenge kept the drawing to one skill rather than a whole picture, so it is not read as a new ${VOCABULARY.estimateInSentence}; the estimate carries over from ${carried.from}.`
    : null;
  const unseen = observed.goals.filter((g) => !g.checkable).map((g) => g.goal);
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: estimate.cognitiveAge,
      ...(estimate.range && { cognitiveAgeRange: estimate.range }),
      strengths: chosen.strengths.slice(0, 4),
      areasForGrowth: chosen.areasForImprovement.slice(0, 3),
    },
    visualAnalysis: {
      technicalSkills: other ? observed.seen : goalFindings(observed, challenge.skills, f),
      creativity: creativity(f, observed),
      progressThroughSession:
        [analyses.length > 1 ? `${analyses.length} photos this week. ${compareInSession(analyses[0]!.features, analyses.at(-1)!.features)}` : null, restricted]
          .filter((part): part is string => part !== null)
          .join(' ') ||
        (earlier
          ? "This week's drawing is kept with the plan; the checkpoints look at how drawings change over several weeks."
          : 'This is the first drawing of the plan — a starting point the checkpoints will look back on.'),
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o),
      communicationPatterns: [recordingsNote(input)],
      learningApproach: learningApproach(o),
    },
    recommendations: {
      immediate: chosen.areasForImprovement.slice(0, 2),
      nextWeek: nextWeek(observed, challenge),
      parentGuidance: guidance(o, other ? [] : unseen),
    },
    overallFeedback: overall(input, observed, unseen, restricted),
    ...(score !== undefined && { score }),
    observed,
  });
}

/**
 * The latest earlier estimate: last week's result, else the plan's baseline. A result stored
 * before ranges gets the calibrated width of this week's range, moved to its estimate.
 */
function earlierEstimate(input: EvaluateSubmissionInput, calibrated?: DrawingAnalysis): Estimate | null {
  const previous = input.previous.at(-1);
  const width = (months: number) => (calibrated ? shiftedRange(calibrated.cognitiveAgeRange, calibrated.cognitiveAge, months) : null);
  if (previous) {
    return {
      cognitiveAge: previous.estimatedCognitiveAge,
      range: previous.cognitiveAgeRange ?? width(previous.estimatedCognitiveAge),
      from: `week ${previous.weekNumber}`,
    };
  }
  if (input.baseline) {
    return {
      cognitiveAge: input.baseline.cognitiveAge,
      range: input.baseline.cognitiveAgeRange ?? width(input.baseline.cognitiveAge),
      from: 'the start of the plan',
    };
  }
  return null;
}

/**
 * Every recording kept with the submission counts, transcribed or not: "no recordings" only when
 * there are none. Without transcripts the parent is told where to listen, in plain words — which
 * service wrote (or could not write) the transcripts is for the operator, not the parent.
 */
function recordingsNote(input: EvaluateSubmissionInput): string {
  const transcribed = input.transcripts.length;
  const kept = Math.max(input.recordingCount, transcribed);
  const talk = 'talking about the picture while it grows builds vocabulary and planning.';
  if (transcribed > 0) return `You recorded ${count(kept, 'conversation')} while drawing — ${talk}`;
  if (kept > 0) {
    return `${upperFirst(count(kept, 'recording'))} kept with this week — you can listen to ${kept === 1 ? 'it' : 'them'} again under Voice Recordings. ${upperFirst(talk)}`;
  }
  return 'No recordings this week. Talking about the drawing while it grows ("What is happening here?") helps your child plan and explain.';
}

const count = (n: number, noun: string) => `${n === 1 ? 'one' : n} ${noun}${n === 1 ? '' : 's'}`;
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An interactive session may hold only recordings. Without a drawing there is nothing new to
 * measure, so the estimate and its range carry over from the last evaluated week (or the
 * baseline), no goal is counted and no score given, and the feedback answers the parent's notes.
 */
function withoutPhotos(input: EvaluateSubmissionInput): DetailedFeedback {
  const { observations: o, challenge } = input;
  const earlier = earlierEstimate(input);
  const talked = input.transcripts.length > 0;
  const recorded = input.recordingCount > 0;
  const observed = weekObserved(input, null, earlier !== null);
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: earlier?.cognitiveAge ?? input.childAgeMonths ?? 60,
      ...(earlier?.range && { cognitiveAgeRange: earlier.range }),
      strengths: talked ? ['Talking through the drawing together'] : recorded ? ['Recording the session together'] : ["Taking part in this week's session"],
      areasForGrowth: ["A photo of the finished drawing, so next week's feedback can look at the drawing itself"],
    },
    visualAnalysis: {
      technicalSkills: [],
      creativity:
        input.images.length > 0
          ? "We couldn't find a drawing in this week's photos, so we could not look at the drawing itself — a photo of the whole sheet in good light helps."
          : 'No photo was sent this week, so we could not look at the drawing itself.',
      progressThroughSession: earlier
        ? `Without a photo the estimate carries over from ${earlier.from}.`
        : 'Without a photo there is no drawing to compare yet — the first photo becomes the starting point.',
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o),
      communicationPatterns: [recordingsNote(input)],
      learningApproach: learningApproach(o),
    },
    recommendations: {
      immediate: ['Take one photo of the finished drawing next time, in daylight and from straight above.'],
      nextWeek: nextWeek(observed, challenge),
      parentGuidance: guidance(
        o,
        observed.goals.filter((g) => !g.checkable).map((g) => g.goal),
      ),
    },
    overallFeedback: `Thank you for week ${input.weekNumber}, "${challenge.title}". We kept your ${recorded || talked ? 'recordings and ' : ''}notes with this week. The drawing age is an estimate, not a diagnosis — a photo next time lets us say what the drawing shows.`,
    observed,
  });
}

function compareInSession(first: DrawingFeatures, last: DrawingFeatures): string {
  const grew = last.closedShapes + last.nestedShapes > first.closedShapes + first.nestedShapes;
  return grew
    ? 'The later photo shows more shapes and detail than the first — the drawing grew as your child worked.'
    : 'The drawing stayed steady from the first photo to the last.';
}
