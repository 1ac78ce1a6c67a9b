import type { PlanRow } from './repository.ts';

type BaselineFields = Pick<PlanRow, 'baselineCognitiveAge' | 'baselineCognitiveAgeMin' | 'baselineCognitiveAgeMax'>;

/** The plan's baseline estimate as the analyser compares later drawings with it; null before set-up. */
export function baselineEstimate(plan: BaselineFields) {
  if (plan.baselineCognitiveAge === null) return null;
  return {
    cognitiveAge: plan.baselineCognitiveAge,
    cognitiveAgeRange:
      plan.baselineCognitiveAgeMin !== null && plan.baselineCognitiveAgeMax !== null
        ? { min: plan.baselineCognitiveAgeMin, max: plan.baselineCognitiveAgeMax }
        : null,
  };
}
