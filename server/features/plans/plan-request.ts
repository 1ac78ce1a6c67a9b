import type { AnalysisResult, DrawingFeatures } from '../../../contracts/analysis.ts';
import type { GeneratePlanInput } from '../../providers/ai/analyser.ts';

/**
 * What the plan generator is asked for a drawing's estimate: the one source of the free
 * analysis's plan preview and of the plan set-up builds from that drawing. The generator gives
 * the same weeks for the same request, so asking it the same way twice keeps the preview's
 * promise (issue 35: the preview showed "Rainbow Stripes" and the plan began with "Calm Waves",
 * because set-up asked with the age counted again at set-up, and with the measurements as the
 * database gives them back: jsonb reorders an object's keys, and the generator's seed is the
 * request written out as JSON, so the keys are put in one order here).
 */
export function planRequestFor(
  analysis: Pick<AnalysisResult, 'stage' | 'cognitiveAge' | 'areasForImprovement'>,
  features: DrawingFeatures,
  childAgeMonths: number | null | undefined,
): GeneratePlanInput {
  return {
    stage: analysis.stage,
    cognitiveAgeMonths: analysis.cognitiveAge,
    childAgeMonths: childAgeMonths ?? undefined,
    areasForImprovement: analysis.areasForImprovement,
    features: inKeyOrder(features),
  };
}

/** A copy with every object's keys sorted, as jsonb would not keep them in insertion order. */
function inKeyOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inKeyOrder) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, inKeyOrder(inner)])) as T;
}
