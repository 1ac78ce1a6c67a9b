/**
 * Weekly feedback without an AI service: every photo is measured, the most developed one
 * speaks for the week (its estimate, range and strengths, so no two lines disagree), and the
 * feedback is about the week's challenge: its skills and what the drawing shows of them. A
 * challenge that restricts the drawing (scribbles, lines, single shapes, one thing) never
 * lowers the estimate: the earlier one carries over. The parent's observations shape the
 * interaction notes. Warm, concrete and deterministic; the score rewards effort, never rank.
 */
import { DetailedFeedback, type AgeRange, type DrawingFeatures, type Observations } from '../../../../contracts/analysis.ts';
import type { DrawingAnalysis, EvaluateSubmissionInput } from '../analyser.ts';
import { betweenInWords, rangeInWords, rangeMove, shiftedRange } from './age-range.ts';
import { analyzeDrawings } from './analyze-drawings.ts';
import { ASKS_WORDS, challengeAsks, skillFindings, skillsPhrase } from './week-challenge.ts';

const MOOD = ['', 'very upset', 'frustrated', 'calm', 'happy', 'excited'];
const DIFFICULTY = ['', 'very easy', 'easy', 'just right', 'challenging', 'very hard'];

/** An estimate with the range it stands for, and where it came from ("week 3", "the start of the plan"). */
type Estimate = { cognitiveAge: number; range: AgeRange | null; from: string };

export async function evaluateSubmissionLocally(input: EvaluateSubmissionInput): Promise<DetailedFeedback> {
  const analyses = await analyzeDrawings(input.images, input.childAgeMonths);
  if (analyses.length === 0) return withoutPhotos(input);
  // One photo speaks for the week: its estimate, range, strengths and facts all agree.
  const chosen = analyses.reduce((a, b) => (b.cognitiveAge > a.cognitiveAge ? b : a));
  const f = chosen.features;
  const { observations: o, challenge } = input;
  const asks = challengeAsks(challenge, input.challengeId);
  const earlier = earlierEstimate(input, chosen);
  // A restrictive week shows the asked skill, not a new age: the earlier estimate carries over.
  const carried = asks && earlier ? earlier : null;
  const estimate: Estimate = carried ?? { cognitiveAge: chosen.cognitiveAge, range: chosen.cognitiveAgeRange, from: 'this week' };
  const restricted = asks
    ? `This week's challenge asked for ${ASKS_WORDS[asks]}, so the drawing shows ${skillsPhrase(challenge.skills)} rather than a new age estimate` +
      (carried ? `; the estimate carries over from ${carried.from}.` : '.')
    : null;
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: estimate.cognitiveAge,
      ...(estimate.range && { cognitiveAgeRange: estimate.range }),
      strengths: chosen.strengths.slice(0, 4),
      areasForGrowth: chosen.areasForImprovement.slice(0, 3),
    },
    visualAnalysis: {
      technicalSkills: skillFindings(challenge.skills, f),
      creativity: creativity(f),
      progressThroughSession:
        [
          analyses.length > 1 ? `${analyses.length} photos this week. ${compareInSession(analyses[0]!.features, analyses.at(-1)!.features)}` : null,
          restricted ?? (earlier ? compareWithEarlier(estimate, earlier) : null),
        ]
          .filter((part): part is string => part !== null)
          .join(' ') || 'This is the first drawing of the plan — a starting point we will compare with in the weeks ahead.',
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o),
      communicationPatterns: [recordingsNote(input)],
      learningApproach:
        o.difficultyLevel && o.difficultyLevel >= 4
          ? 'The challenge stretched your child. Short breaks and breaking it into steps help most at this level.'
          : 'Your child worked through the steps at their own pace, which is exactly right for building confidence.',
    },
    recommendations: {
      immediate: chosen.areasForImprovement.slice(0, 2),
      nextWeek: [
        `Keep practising ${skillsPhrase(challenge.skills.slice(0, 2))} in everyday drawing.`,
        "Put this week's drawing where your child can see it next week.",
      ],
      parentGuidance: guidance(o),
    },
    overallFeedback: [
      `Thank you for week ${input.weekNumber}, "${challenge.title}", which practised ${skillsPhrase(challenge.skills)}.`,
      `${chosen.strengths[0] ?? 'Your child made marks on the page'}.`,
      restricted,
      'This is an estimate from the photos you sent, not a diagnosis — every week adds to the picture.',
    ]
      .filter(Boolean)
      .join(' '),
    score: score(f, o, analyses.length),
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
 * baseline) and the feedback speaks to the conversation and the parent's notes.
 */
function withoutPhotos(input: EvaluateSubmissionInput): DetailedFeedback {
  const { observations: o, challenge } = input;
  const earlier = earlierEstimate(input);
  const talked = input.transcripts.length > 0;
  const recorded = input.recordingCount > 0;
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
      learningApproach: 'Your child worked through the session with you, which is exactly right for building confidence.',
    },
    recommendations: {
      immediate: ['Take one photo of the finished drawing next time, in daylight and from straight above.'],
      nextWeek: [`Keep practising ${skillsPhrase(challenge.skills.slice(0, 2))} in everyday drawing.`],
      parentGuidance: guidance(o),
    },
    overallFeedback: `Thank you for week ${input.weekNumber}, "${challenge.title}". We kept your ${recorded || talked ? 'recordings and ' : ''}notes with this week. This is an estimate, not a diagnosis — a photo next time lets us say more about the drawing.`,
    score: 6,
  });
}

function creativity(f: DrawingFeatures): string {
  if (f.nestedShapes >= 3 && f.colorCount >= 3) return 'Rich in detail and colour: your child is telling a story with the picture.';
  if (f.colorCount >= 3) return 'Bold use of colour — your child is choosing colours with a purpose.';
  if (f.scribbleIndex >= 0.5) return 'Energetic, exploratory marks: the joy of making lines comes first at this stage.';
  return 'A clear, simple drawing. Inviting your child to add "one more thing" can grow the story.';
}

function compareInSession(first: DrawingFeatures, last: DrawingFeatures): string {
  const grew = last.closedShapes + last.nestedShapes > first.closedShapes + first.nestedShapes;
  return grew
    ? 'The later photo shows more shapes and detail than the first — the drawing grew as your child worked.'
    : 'The drawing stayed steady from the first photo to the last.';
}

/** Ranges, not single numbers: only a clear move is called one, and a lower week never alarms. */
function compareWithEarlier(now: Estimate, before: Estimate): string {
  if (!now.range || !before.range) return `Much the same as ${before.from}: skills are settling in.`;
  const move = rangeMove({ estimate: now.cognitiveAge, range: now.range }, { estimate: before.cognitiveAge, range: before.range });
  if (move === 'up') {
    return `The drawing now looks like those of children ${betweenInWords(now.range)}, up from ${rangeInWords(before.range)} in ${before.from} — new skills are showing.`;
  }
  if (move === 'down') {
    return `A simpler drawing than in ${before.from}. That is normal from week to week — one photo is a snapshot, and the trend over several weeks is what counts.`;
  }
  return `Much the same as ${before.from} (${rangeInWords(now.range)} now, ${rangeInWords(before.range)} then): skills are settling in.`;
}

function dynamics(o: Observations): string {
  const child = o.childMood ? `Your child felt ${MOOD[o.childMood]}` : "You did not note your child's mood";
  const parent = o.parentMood ? `and you felt ${MOOD[o.parentMood]}` : '';
  const fun = o.activityEnjoyment && o.activityEnjoyment >= 4 ? ' It sounds like you both enjoyed it.' : '';
  return `${child} ${parent}`.trim() + `.${fun}`;
}

function guidance(o: Observations): string[] {
  const tips = ['Describe what you see ("I see a big yellow sun") rather than judging it.'];
  if (o.difficultyLevel) tips.push(`The challenge felt ${DIFFICULTY[o.difficultyLevel]}; next week's plan takes that into account.`);
  if (o.childMood && o.childMood <= 2)
    tips.push('If frustration comes up, stop early and come back to it — ending on a good moment matters more than finishing.');
  if (o.needsHelp) tips.push('You noted where help was needed; show the step once, then hand the crayon back.');
  return tips;
}

/** Effort and progress out of 10, never below 5: a child who drew has earned encouragement. */
function score(f: DrawingFeatures, o: Observations, photos: number): number {
  let points = 5;
  points += Math.min(2, f.closedShapes / 3);
  points += Math.min(1.5, f.nestedShapes / 2);
  points += f.colorCount >= 3 ? 0.5 : 0;
  points += o.activityEnjoyment && o.activityEnjoyment >= 4 ? 0.5 : 0;
  points += photos > 1 ? 0.5 : 0;
  return Math.round(Math.min(10, points) * 10) / 10;
}
