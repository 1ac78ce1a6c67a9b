import { TOTAL_CHALLENGES } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { findSibling } from '../../providers/ai/local/challenges/index.ts';
import { toPlanChallenge } from '../../providers/ai/local/plan/index.ts';
import { type AdaptationSignal, decideAdaptation } from './adaptation-rule.ts';
import { planRepository } from './repository.ts';

export type AdaptUpcomingChallengesOptions = AdaptationSignal & {
  db: Db;
  planId: string;
  /** The first week that may change (the week after the one just evaluated). */
  fromWeek: number;
};

export type AdaptedWeek = { week: number; challengeId: string; title: string; adaptedReason: string; replacedChallengeId: string };

/**
 * Re-tunes the coming weeks from the latest feedback: each of the next one or two weeks not yet
 * started is swapped for an easier or harder sibling from the library (same skills, a challenge
 * not already in the plan), with the reason the parent will see. Weeks before `fromWeek` are
 * never touched. A week's feedback adapts a plan once: a repeated call (a retried job) changes
 * nothing, and the plan's row lock keeps two calls from interleaving. Returns the changed weeks.
 */
export async function adaptUpcomingChallenges(options: AdaptUpcomingChallengesOptions): Promise<AdaptedWeek[]> {
  const { db, planId, fromWeek } = options;
  const adaptation = decideAdaptation(options);
  if (!adaptation || !Number.isInteger(fromWeek) || fromWeek < 1 || fromWeek > TOTAL_CHALLENGES) return [];

  return db.transaction(async (tx) => {
    if (!(await planRepository.lock(tx, planId))) return [];
    const rows = (await planRepository.challengesOf(tx, [planId])).get(planId) ?? [];
    if (rows.some((row) => row.adaptedFromWeek === fromWeek)) return [];
    const started = await planRepository.startedWeeks(tx, planId);
    const upcoming = rows.filter((row) => row.week >= fromWeek && !started.has(row.week)).slice(0, adaptation.weeks);
    const inPlan = rows.map((row) => row.challengeId);
    const changed: AdaptedWeek[] = [];
    for (const row of upcoming) {
      const sibling = findSibling(row.challengeId, adaptation.direction, inPlan);
      if (!sibling) continue;
      const next = toPlanChallenge(sibling, row.week);
      await planRepository.updateChallenge(tx, row.id, {
        challengeId: next.challengeId,
        title: next.title,
        description: next.description,
        skills: next.skills,
        instructions: next.instructions,
        estimatedTime: next.estimatedTime,
        difficulty: next.difficulty,
        skillTags: next.skillTags,
        adaptedReason: adaptation.reason,
        adaptedFromWeek: fromWeek,
      });
      inPlan.push(next.challengeId);
      changed.push({
        week: row.week,
        challengeId: next.challengeId,
        title: next.title,
        adaptedReason: adaptation.reason,
        replacedChallengeId: row.challengeId,
      });
    }
    return changed;
  });
}
