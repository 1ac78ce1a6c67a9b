import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { TOTAL_CHALLENGES } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { checkpoints, feedbackViews, planChallenges, plans, submissions, users } from '../../db/schema/index.ts';

export type UnseenFeedback = { id: string; weekNumber: number; challengeTitle: string; childName: string };
export type OpenWeek = { planId: string; childName: string; week: number; title: string | null };

/**
 * What an e-mail is about, read when it is sent (never carried in the job): a plan, week or
 * checkpoint deleted meanwhile means there is nothing to say.
 */
export const noticeFacts = {
  async recipient(db: Db, userId: string) {
    const [user] = await db
      .select({ email: users.email, name: users.name, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  },

  /**
   * Of these parents, those with a plan whose next week is open, as `openWeeks` finds it: one
   * statement for a whole batch of the reminder scheduler's parents.
   */
  async parentsWithOpenWeeks(db: Db, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const highest = db
      .select({ week: sql`coalesce(max(${submissions.weekNumber}), 0)` })
      .from(submissions)
      .where(eq(submissions.planId, plans.id));
    const rows = await db
      .selectDistinct({ userId: plans.userId })
      .from(plans)
      .where(
        and(
          inArray(plans.userId, userIds),
          eq(plans.isPaid, true),
          isNotNull(plans.setupCompletedAt),
          eq(plans.isCompleted, false),
          eq(plans.isArchived, false),
          sql`(${highest}) < ${TOTAL_CHALLENGES}`,
        ),
      );
    return new Set(rows.map((row) => row.userId!));
  },

  /** The parent's active paid plans whose next week is open (set up, neither finished nor archived). */
  async openWeeks(db: Db, userId: string): Promise<OpenWeek[]> {
    const rows = await db
      .select({
        planId: plans.id,
        childName: plans.childName,
        highest: sql<number | null>`max(${submissions.weekNumber})`,
      })
      .from(plans)
      .leftJoin(submissions, eq(submissions.planId, plans.id))
      .where(
        and(eq(plans.userId, userId), eq(plans.isPaid, true), isNotNull(plans.setupCompletedAt), eq(plans.isCompleted, false), eq(plans.isArchived, false)),
      )
      .groupBy(plans.id)
      .orderBy(plans.createdAt);
    const open: OpenWeek[] = [];
    for (const row of rows) {
      const week = Number(row.highest ?? 0) + 1;
      if (week > TOTAL_CHALLENGES) continue;
      const [challenge] = await db
        .select({ title: planChallenges.title })
        .from(planChallenges)
        .where(and(eq(planChallenges.planId, row.planId), eq(planChallenges.week, week)));
      open.push({ planId: row.planId, childName: row.childName, week, title: challenge?.title ?? null });
    }
    return open;
  },

  /**
   * Of these submissions, the parent's finished feedback not opened yet, on plans still in use;
   * by child, week and attempt (the order the e-mail lists them in).
   */
  async unseenFeedback(db: Db, userId: string, submissionIds: string[]): Promise<UnseenFeedback[]> {
    if (submissionIds.length === 0) return [];
    return db
      .select({ id: submissions.id, weekNumber: submissions.weekNumber, challengeTitle: submissions.challengeTitle, childName: plans.childName })
      .from(submissions)
      .innerJoin(plans, eq(plans.id, submissions.planId))
      .leftJoin(feedbackViews, eq(feedbackViews.submissionId, submissions.id))
      .where(
        and(
          inArray(submissions.id, submissionIds),
          eq(plans.userId, userId),
          eq(submissions.evaluationStatus, 'completed'),
          eq(plans.isArchived, false),
          isNull(feedbackViews.submissionId),
        ),
      )
      .orderBy(plans.createdAt, submissions.weekNumber, submissions.attemptNumber);
  },

  async completedCheckpoint(db: Db, userId: string, planId: string, checkpointNumber: number) {
    const [row] = await db
      .select({ planId: plans.id, childName: plans.childName, checkpointNumber: checkpoints.checkpointNumber })
      .from(checkpoints)
      .innerJoin(plans, eq(plans.id, checkpoints.planId))
      .where(
        and(
          eq(checkpoints.planId, planId),
          eq(checkpoints.checkpointNumber, checkpointNumber),
          eq(checkpoints.status, 'completed'),
          eq(plans.userId, userId),
          eq(plans.isArchived, false),
        ),
      );
    return row ?? null;
  },
};
