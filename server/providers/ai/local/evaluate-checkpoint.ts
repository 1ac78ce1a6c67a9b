/**
 * A checkpoint without an AI service: the period's drawings are measured and set against
 * the baseline and earlier checkpoints. The estimate is the median of the period, so one
 * unusually good or quick drawing does not swing it.
 */
import { CheckpointResult } from '../../../../contracts/analysis.ts';
import type { EvaluateCheckpointInput } from '../analyser.ts';
import { analyzeDrawingLocally } from './analyze-drawing.ts';

export async function evaluateCheckpointLocally(input: EvaluateCheckpointInput): Promise<CheckpointResult> {
  const analyses = [];
  for (const image of input.images) {
    analyses.push(await analyzeDrawingLocally({ image, childAgeMonths: input.childAgeMonths, difficulty: 'medium', challenge: 'general' }));
  }
  if (analyses.length === 0) throw new Error('evaluateCheckpoint needs at least one drawing');
  const ages = analyses.map((a) => a.cognitiveAge).sort((a, b) => a - b);
  const cognitiveAge = ages[Math.floor(ages.length / 2)]!;
  const reference = input.earlier.at(-1)?.cognitiveAge ?? input.baseline?.cognitiveAge;
  const strengths = [...new Set(analyses.flatMap((a) => a.strengths))].slice(0, 4);
  const developmentAreas = [...new Set(analyses.flatMap((a) => a.areasForImprovement))].slice(0, 3);
  return CheckpointResult.parse({
    checkpointNumber: input.checkpointNumber,
    cognitiveAge,
    analysis: {
      analysis: [
        `Checkpoint ${input.checkpointNumber} looked at ${analyses.length} drawing${analyses.length === 1 ? '' : 's'} from the last weeks.`,
        progressSentence(cognitiveAge, reference, input.earlier.length > 0 ? 'the last checkpoint' : 'the first drawing'),
        'This is an estimate from drawings, not a diagnosis. The next checkpoint will look again.',
      ].join(' '),
      strengths,
      developmentAreas,
      recommendations: [
        ...developmentAreas.slice(0, 2),
        'Keep the weekly rhythm: 20–30 minutes of drawing together each week.',
      ],
    },
  });
}

function progressSentence(now: number, before: number | undefined, label: string): string {
  if (before === undefined) return 'This is the first measurement we can compare later checkpoints with.';
  const change = now - before;
  if (change >= 3) return `The drawings look about ${change} months more developed than at ${label} — lovely progress.`;
  if (change <= -3) return `The drawings look a little simpler than at ${label}. Drawings vary from week to week; practising the areas below helps, and the next checkpoint will look again. If you are ever worried, your paediatrician is the right person to ask.`;
  return `The drawings are at much the same level as at ${label}: skills are settling in before the next step.`;
}
