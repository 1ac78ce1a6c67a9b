/**
 * Weekly feedback without an AI service: every photo is measured, the most developed one
 * speaks for the week, and the parent's observations shape the interaction notes. Warm,
 * concrete and deterministic; the score rewards effort and progress, never rank.
 */
import { DetailedFeedback, type DrawingFeatures, type Observations } from '../../../../contracts/analysis.ts';
import type { EvaluateSubmissionInput } from '../analyser.ts';
import { analyzeDrawingLocally } from './analyze-drawing.ts';

const MOOD = ['', 'very upset', 'frustrated', 'calm', 'happy', 'excited'];
const DIFFICULTY = ['', 'very easy', 'easy', 'just right', 'challenging', 'very hard'];

export async function evaluateSubmissionLocally(input: EvaluateSubmissionInput): Promise<DetailedFeedback> {
  const analyses = [];
  for (const image of input.images) {
    analyses.push(await analyzeDrawingLocally({ image, childAgeMonths: input.childAgeMonths, difficulty: 'medium', challenge: 'general' }));
  }
  if (analyses.length === 0) return withoutPhotos(input);
  const best = analyses.reduce((a, b) => (b.cognitiveAge > a.cognitiveAge ? b : a));
  const first = analyses[0]!;
  const last = analyses.at(-1)!;
  const previous = input.previous.at(-1);
  const { observations: o, challenge } = input;
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: best.cognitiveAge,
      strengths: unique(analyses.flatMap((a) => a.strengths)).slice(0, 4),
      areasForGrowth: best.areasForImprovement.slice(0, 3),
    },
    visualAnalysis: {
      technicalSkills: technicalSkills(best.features),
      creativity: creativity(best.features),
      progressThroughSession:
        analyses.length > 1
          ? `${analyses.length} photos this week. ${compareInSession(first.features, last.features)}`
          : previous
            ? compareWithEarlier(best.cognitiveAge, previous.estimatedCognitiveAge, previous.weekNumber)
            : 'This is the first drawing of the plan — a starting point we will compare with in the weeks ahead.',
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o),
      communicationPatterns: input.transcripts.length > 0
        ? [`You recorded ${input.transcripts.length} conversation${input.transcripts.length === 1 ? '' : 's'} while drawing — talking about the picture builds vocabulary and planning.`]
        : ['No recordings this week. Talking about the drawing while it grows ("What is happening here?") helps your child plan and explain.'],
      learningApproach: o.difficultyLevel && o.difficultyLevel >= 4
        ? 'The challenge stretched your child. Short breaks and breaking it into steps help most at this level.'
        : 'Your child worked through the steps at their own pace, which is exactly right for building confidence.',
    },
    recommendations: {
      immediate: best.areasForImprovement.slice(0, 2),
      nextWeek: [`Keep practising ${challenge.skills.slice(0, 2).join(' and ').toLowerCase()} in everyday drawing.`, 'Put this week\'s drawing where your child can see it next week.'],
      parentGuidance: guidance(o),
    },
    overallFeedback: `Thank you for week ${input.weekNumber}, "${challenge.title}". ${best.strengths[0] ?? 'Your child made marks on the page'}. This is an estimate from the photos you sent, not a diagnosis — every week adds to the picture.`,
    score: score(best.features, o, analyses.length),
  });
}

/**
 * An interactive session may hold only recordings. Without a drawing there is nothing new to
 * measure, so the estimate carries over from the last evaluated week (or the child's age) and
 * the feedback speaks to the conversation and the parent's notes.
 */
function withoutPhotos(input: EvaluateSubmissionInput): DetailedFeedback {
  const { observations: o, challenge } = input;
  const previous = input.previous.at(-1);
  const talked = input.transcripts.length;
  return DetailedFeedback.parse({
    cognitiveAssessment: {
      estimatedCognitiveAge: previous?.estimatedCognitiveAge ?? input.childAgeMonths ?? 60,
      strengths: talked > 0 ? ['Talking through the drawing together'] : ['Taking part in this week\'s session'],
      areasForGrowth: ['A photo of the finished drawing, so next week\'s feedback can look at the drawing itself'],
    },
    visualAnalysis: {
      technicalSkills: [],
      creativity: 'No photo was sent this week, so we could not look at the drawing itself.',
      progressThroughSession: previous
        ? `Without a photo the estimate carries over from week ${previous.weekNumber}.`
        : 'Without a photo there is no drawing to compare yet — the first photo becomes the starting point.',
    },
    interactionAnalysis: {
      parentChildDynamics: dynamics(o),
      communicationPatterns: talked > 0
        ? [`You recorded ${talked} conversation${talked === 1 ? '' : 's'} while drawing — talking about the picture builds vocabulary and planning.`]
        : ['Your recordings are saved with this week. Talking about the drawing while it grows helps your child plan and explain.'],
      learningApproach: 'Your child worked through the session with you, which is exactly right for building confidence.',
    },
    recommendations: {
      immediate: ['Take one photo of the finished drawing next time, in daylight and from straight above.'],
      nextWeek: [`Keep practising ${challenge.skills.slice(0, 2).join(' and ').toLowerCase()} in everyday drawing.`],
      parentGuidance: guidance(o),
    },
    overallFeedback: `Thank you for week ${input.weekNumber}, "${challenge.title}". We kept your recordings and notes with this week. This is an estimate, not a diagnosis — a photo next time lets us say more about the drawing.`,
    score: 6,
  });
}

function technicalSkills(f: DrawingFeatures): string[] {
  const skills = [`${f.colorCount} colour${f.colorCount === 1 ? '' : 's'} used`];
  if (f.closedShapes > 0) skills.push(`${f.closedShapes} closed shape${f.closedShapes === 1 ? '' : 's'}`);
  if (f.straightLineShare >= 0.3) skills.push('Steady straight lines');
  if (f.nestedShapes > 0) skills.push('Details inside shapes');
  if (f.groundLine) skills.push('A ground line');
  return skills;
}

function creativity(f: DrawingFeatures): string {
  if (f.nestedShapes >= 3 && f.colorCount >= 3) return 'Rich in detail and colour: your child is telling a story with the picture.';
  if (f.colorCount >= 3) return 'Bold use of colour — your child is choosing colours with a purpose.';
  if (f.scribbleIndex >= 0.5) return 'Energetic, exploratory marks: the joy of making lines comes first at this stage.';
  return 'A clear, simple drawing. Inviting your child to add "one more thing" can grow the story.';
}

function compareInSession(first: DrawingFeatures, last: DrawingFeatures): string {
  const grew = last.closedShapes + last.nestedShapes > first.closedShapes + first.nestedShapes;
  return grew ? 'The later photo shows more shapes and detail than the first — the drawing grew as your child worked.' : 'The drawing stayed steady from the first photo to the last.';
}

function compareWithEarlier(now: number, before: number, week: number): string {
  if (now > before + 2) return `More developed than week ${week} — new details are appearing.`;
  if (now < before - 2) return `A simpler drawing than week ${week}. That is normal from week to week; the trend over several weeks is what counts.`;
  return `Much like week ${week}: skills are settling in.`;
}

function dynamics(o: Observations): string {
  const child = o.childMood ? `Your child felt ${MOOD[o.childMood]}` : 'You did not note your child\'s mood';
  const parent = o.parentMood ? `and you felt ${MOOD[o.parentMood]}` : '';
  const fun = o.activityEnjoyment && o.activityEnjoyment >= 4 ? ' It sounds like you both enjoyed it.' : '';
  return `${child} ${parent}`.trim() + `.${fun}`;
}

function guidance(o: Observations): string[] {
  const tips = ['Describe what you see ("I see a big yellow sun") rather than judging it.'];
  if (o.difficultyLevel) tips.push(`The challenge felt ${DIFFICULTY[o.difficultyLevel]}; next week's plan takes that into account.`);
  if (o.childMood && o.childMood <= 2) tips.push('If frustration comes up, stop early and come back to it — ending on a good moment matters more than finishing.');
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

const unique = (items: string[]) => [...new Set(items)];
