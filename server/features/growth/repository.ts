import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pickColumns } from '../../db/columns.ts';
import { checkpoints, planChallenges, submissions } from '../../db/schema/index.ts';

const ATTEMPT_COLUMNS = ['weekNumber', 'attemptNumber', 'evaluationStatus', 'aiFeedback', 'evaluatedAt'] as const;
const CHECKPOINT_COLUMNS = ['checkpointNumber', 'cognitiveAge', 'cognitiveAgeMin', 'cognitiveAgeMax', 'evaluatedAt'] as const;

export type GrowthAttempt = Pick<typeof submissions.$inferSelect, (typeof ATTEMPT_COLUMNS)[number]>;
export type GrowthChallenge = Pick<typeof planChallenges.$inferSelect, 'week' | 'skills'>;
export type GrowthCheckpointRow = Pick<typeof checkpoints.$inferSelect, (typeof CHECKPOINT_COLUMNS)[number]>;

/** The growth series' reads; the caller has checked that the plan is the parent's. */
export const growthRepository = {
  /** Every attempt of every week (at most 26 × 3), in week and attempt order. */
  async attemptsOf(db: DbOrTx, planId: string): Promise<GrowthAttempt[]> {
    return db
      .select(pickColumns(submissions, ATTEMPT_COLUMNS))
      .from(submissions)
      .where(eq(submissions.planId, planId))
      .orderBy(asc(submissions.weekNumber), asc(submissions.attemptNumber));
  },

  /** Each week's skills, in week order. */
  async challengesOf(db: DbOrTx, planId: string): Promise<GrowthChallenge[]> {
    return db
      .select({ week: planChallenges.week, skills: planChallenges.skills })
      .from(planChallenges)
      .where(eq(planChallenges.planId, planId))
      .orderBy(asc(planChallenges.week));
  },

  /** Completed checkpoints only (a pending or failed one has no estimate), by number. */
  async completedCheckpointsOf(db: DbOrTx, planId: string): Promise<GrowthCheckpointRow[]> {
    return db
      .select(pickColumns(checkpoints, CHECKPOINT_COLUMNS))
      .from(checkpoints)
      .where(and(eq(checkpoints.planId, planId), eq(checkpoints.status, 'completed')))
      .orderBy(asc(checkpoints.checkpointNumber));
  },
};
