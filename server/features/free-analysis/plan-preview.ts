import type { DevelopmentStatus, PlanPreview } from '../../../contracts/analysis.ts';
import type { PlanChallenge } from '../../providers/ai/analyser.ts';

/**
 * What six months of weekly practice aims for, by where the child starts: a child who
 * is behind has the most room to grow. A target, shown as such, not a promise.
 */
const TARGET_IMPROVEMENT: Record<DevelopmentStatus, number> = { behind: 30, typical: 25, advanced: 20 };

export function buildPlanPreview(status: DevelopmentStatus, plan: PlanChallenge[]): PlanPreview {
  return {
    targetImprovement: TARGET_IMPROVEMENT[status],
    challenges: plan.map((c) => ({ week: c.week, title: c.title })),
  };
}
