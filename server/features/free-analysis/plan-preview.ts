import type { PlanPreview } from '../../../contracts/analysis.ts';
import type { PlanChallenge } from '../../providers/ai/analyser.ts';

/**
 * The plan's first weeks, as the free analysis previews them. No target figure ("+30%"): nothing
 * measures one, and a parent reads a number as a promise (issue 19); the plan shows the change
 * measured in the child's own drawings at its end instead.
 */
export function buildPlanPreview(plan: PlanChallenge[]): PlanPreview {
  return { challenges: plan.map((c) => ({ week: c.week, title: c.title })) };
}
