/**
 * A checkpoint without an AI service: the period's drawings are measured and set against
 * the baseline and earlier checkpoints. The estimate is the median of the period, so one
 * unusually good or quick drawing does not swing it.
 */
import { CheckpointResult } from '../../../../contracts/analysis.ts';
import type { EvaluateCheckpointInput } from '../analyser.ts';
import { analyzeDrawingLocally } from './analyze-drawing.ts';

const WEEKS_PER_CHECKPOINT = 4;
const LAST_CHECKPOINT = 6;
/** Below this many months under the child's age, the text adds the reassurance a parent needs. */
const WELL_BELOW_AGE_MONTHS = 12;

export async function evaluateCheckpointLocally(input: EvaluateCheckpointInput): Promise<CheckpointResult> {
  const analyses = [];
  for (const image of input.images) {
    analyses.push(await analyzeDrawingLocally({ image, childAgeMonths: input.childAgeMonths, difficulty: 'medium', challenge: 'general' }));
  }
  if (analyses.length === 0) throw new Error('evaluateCheckpoint needs at least one drawing');
  const ages = analyses.map((a) => a.cognitiveAge).sort((a, b) => a - b);
  const cognitiveAge = ages[Math.floor(ages.length / 2)]!;
  const strengths = [...new Set(analyses.flatMap((a) => a.strengths))].slice(0, 4);
  const developmentAreas = [...new Set(analyses.flatMap((a) => a.areasForImprovement))].slice(0, 3);
  return CheckpointResult.parse({
    checkpointNumber: input.checkpointNumber,
    cognitiveAge,
    analysis: {
      analysis: describeCheckpoint(input, cognitiveAge, analyses.length),
      strengths,
      developmentAreas,
      recommendations: [
        ...developmentAreas.slice(0, 2),
        'Keep the weekly rhythm: 20–30 minutes of drawing together each week.',
      ],
    },
  });
}

type Comparison = { sentence: string; lower: boolean };

/** The period, how it compares with the last checkpoint and with the first drawing, and what it is not. */
function describeCheckpoint(input: EvaluateCheckpointInput, cognitiveAge: number, drawings: number): string {
  const n = input.checkpointNumber;
  const firstWeek = WEEKS_PER_CHECKPOINT * (n - 1) + 1;
  const lastWeek = WEEKS_PER_CHECKPOINT * n;
  const comparisons: Comparison[] = [];
  const previous = input.earlier.at(-1);
  if (previous) comparisons.push(compare(cognitiveAge, previous.cognitiveAge, `checkpoint ${previous.checkpointNumber}`));
  if (input.baseline) comparisons.push(compare(cognitiveAge, input.baseline.cognitiveAge, 'the first drawing'));
  const wellBelowAge = input.childAgeMonths !== undefined && cognitiveAge < input.childAgeMonths - WELL_BELOW_AGE_MONTHS;
  const reassure = wellBelowAge || comparisons.some((c) => c.lower);
  const lookAgain = n < LAST_CHECKPOINT ? 'The next checkpoint will look again.' : 'Every drawing is a snapshot of one day; keep drawing together.';
  return [
    `Checkpoint ${n} looked at ${drawings} drawing${drawings === 1 ? '' : 's'} from weeks ${firstWeek}–${lastWeek}.`,
    ...(comparisons.length > 0 ? comparisons.map((c) => c.sentence) : ['This is the first measurement we can compare later checkpoints with.']),
    ...(reassure
      ? ['Drawings vary from week to week, and a tired day shows in them; practising the areas below helps. If you are ever worried, your paediatrician is the right person to ask.']
      : []),
    `This is an estimate from drawings, not a diagnosis. ${lookAgain}`,
  ].join(' ');
}

function compare(now: number, before: number, label: string): Comparison {
  const change = now - before;
  if (change >= 3) return { sentence: `The drawings look about ${change} months more developed than at ${label} — lovely progress.`, lower: false };
  if (change <= -3) return { sentence: `The drawings look a little simpler than at ${label}.`, lower: true };
  return { sentence: `The drawings are at much the same level as at ${label}: skills are settling in before the next step.`, lower: false };
}
