import type { AnalyzeDrawingResponse, PlanPreview } from '../../../contracts/analysis.ts';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import { localizeTitle } from '../../providers/ai/local/challenges/localize.ts';
import type { PlanChallenge } from '../../providers/ai/analyser.ts';

/**
 * The plan's first weeks, as the free analysis previews them. No target figure ("+30%"): nothing
 * measures one, and a parent reads a number as a promise (issue 19); the plan shows the change
 * measured in the child's own drawings at its end instead.
 */
export function buildPlanPreview(plan: PlanChallenge[]): PlanPreview {
  return { challenges: plan.map((c) => ({ week: c.week, title: c.title })) };
}

/** The answer with its preview's week titles in the page's language (stored in English; issue 37). */
export function localizePreview(response: AnalyzeDrawingResponse, locale: PageLocale): AnalyzeDrawingResponse {
  const challenges = response.planPreview.challenges.map((c) => ({ ...c, title: localizeTitle(c.title, locale) }));
  return { ...response, planPreview: { challenges } };
}
