import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkpoints, planChallenges, submissions } from '../../db/schema/index.ts';

export type GrowthAttempt = Pick<typeof submissions.$inferSelect, 'weekNumber' | 'attemptNumber' | 'evaluationStatus' | 'aiFeedback' | 'evaluatedAt'>;
export type GrowthChallenge = Pick<typeof planChallenges.$inferSelect, 'week' | 'skills'>;
export type GrowthCheckpointRow = Pick<
  typeof checkpoints.$inferSelect,
  'checkpointNumber' | 'cognitiveAge' | 'cognitiveAgeMin' | 'cognitiveAgeMax' | 'evaluatedAt'
>;

/** The growth series' reads; the caller has checked that the plan is the parent's. */
export const growthRepository = {
  /** Every attempt of every week (at most 26 × 3), in week and attempt order. */
  async attemptsOf(db: DbOrTx, planId: string): Promise<GrowthAttempt[]> {
    return db
      .select({
        weekNumber: submissions.weekNumber,
        attemptNumber: submissions.attemptNumber,
        evaluationStatus: submissions.evaluationStatus,
        aiFeedback: submissions.aiFeedback,
        evaluatedAt: submissions.evaluatedAt,
      })
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
      .select({
        checkpointNumber: checkpoints.checkpointNumber,
        cognitiveAge: checkpoints.cognitiveAge,
        cognitiveAgeMin: checkpoints.cognitiveAgeMin,
        cognitiveAgeMax: checkpoints.cognitiveAgeMax,
        evaluatedAt: checkpoints.evaluatedAt,
      })
      .from(checkpoints)
      .where(and(eq(checkpoints.planId, planId), eq(checkpoints.status, 'completed')))
      .orderBy(asc(checkpoints.checkpointNumber));
  },
};
