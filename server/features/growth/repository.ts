import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickColumns } from '../../db/columns.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';
import { checkpoints, planChallenges, plans, submissions } from '../../db/schema/index.ts';
import { isUuid } from '../plans/repository.ts';

const PLAN_COLUMNS = ['id', 'setupCompletedAt', 'baselineCognitiveAge', 'baselineCognitiveAgeMin', 'baselineCognitiveAgeMax', 'baselineChildAge'] as const;
const ATTEMPT_COLUMNS = ['weekNumber', 'attemptNumber', 'evaluationStatus', 'aiFeedback', 'evaluatedAt'] as const;
const CHECKPOINT_COLUMNS = ['checkpointNumber', 'cognitiveAge', 'cognitiveAgeMin', 'cognitiveAgeMax', 'evaluatedAt'] as const;

/** What the series needs of the plan: the starting estimate and the child's age at setup. */
export type GrowthPlan = Pick<typeof plans.$inferSelect, Exclude<(typeof PLAN_COLUMNS)[number], 'id'>>;
export type GrowthAttempt = Pick<typeof submissions.$inferSelect, (typeof ATTEMPT_COLUMNS)[number]>;
export type GrowthChallenge = Pick<typeof planChallenges.$inferSelect, 'week' | 'skills'>;
export type GrowthCheckpointRow = Pick<typeof checkpoints.$inferSelect, (typeof CHECKPOINT_COLUMNS)[number]>;

const planId = sql.placeholder('planId');

/** The Growth tab's reads, prepared once per database: the tab is opened on every visit to a plan. */
const statements = oncePerDatabase((db) => ({
  plan: db
    .select(pickColumns(plans, PLAN_COLUMNS))
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.userId, sql.placeholder('userId'))))
    .prepare('kritzel_growth_plan'),
  attempts: db
    .select(pickColumns(submissions, ATTEMPT_COLUMNS))
    .from(submissions)
    .where(eq(submissions.planId, planId))
    .orderBy(asc(submissions.weekNumber), asc(submissions.attemptNumber))
    .prepare('kritzel_growth_attempts'),
  challenges: db
    .select({ week: planChallenges.week, skills: planChallenges.skills })
    .from(planChallenges)
    .where(eq(planChallenges.planId, planId))
    .orderBy(asc(planChallenges.week))
    .prepare('kritzel_growth_challenges'),
  checkpoints: db
    .select(pickColumns(checkpoints, CHECKPOINT_COLUMNS))
    .from(checkpoints)
    .where(and(eq(checkpoints.planId, planId), eq(checkpoints.status, 'completed')))
    .orderBy(asc(checkpoints.checkpointNumber))
    .prepare('kritzel_growth_checkpoints'),
}));

/** The growth series' reads; every one but `ownedPlan` trusts that the caller has checked the plan is the parent's. */
export const growthRepository = {
  /** The parent's own plan, with what the series needs of it; another parent's is not found. */
  async ownedPlan(db: Db, key: { planId: string; userId: string }): Promise<(GrowthPlan & { id: string }) | null> {
    if (!isUuid(key.planId)) return null;
    const [row] = await statements(db).plan.execute(key);
    return row ?? null;
  },

  /** Every attempt of every week (at most 26 × 3), in week and attempt order. */
  async attemptsOf(db: Db, planId: string): Promise<GrowthAttempt[]> {
    return statements(db).attempts.execute({ planId });
  },

  /** Each week's skills, in week order. */
  async challengesOf(db: Db, planId: string): Promise<GrowthChallenge[]> {
    return statements(db).challenges.execute({ planId });
  },

  /** Completed checkpoints only (a pending or failed one has no estimate), by number. */
  async completedCheckpointsOf(db: Db, planId: string): Promise<GrowthCheckpointRow[]> {
    return statements(db).checkpoints.execute({ planId });
  },
};
