import { eq } from 'drizzle-orm';
import type { DrawingFeatures } from '../contracts/analysis.ts';
import { STUB_FEATURES } from '../server/providers/ai/openai/test-support.ts';
import { checkpoints, plans } from '../server/db/schema/index.ts';
import { storeImage } from '../server/features/files/store-image.ts';
import type { TestContext } from './api-harness.ts';
import { sceneDrawing } from './drawings.ts';
import { createUser, type TestUser } from './factories.ts';
import { createPlan } from './plan-factories.ts';
import { createSubmission, sampleDetailedFeedback } from './submission-factories.ts';

/**
 * Measured values a test can find again in words ("5 closed shapes", "Uses 70 % of the page"):
 * the AI adapter tests' distinctive stub features, one set for both.
 */
export const REPORT_FEATURES: DrawingFeatures = STUB_FEATURES;

/** Birth month and year the report must never show. */
export const REPORT_BIRTH = { month: 3, year: 2021 };

export type ReportPlanOptions = {
  ctx: Pick<TestContext, 'database' | 'storage'>;
  parent?: TestUser;
  childName?: string;
  /** Completed weeks, each with a drawing and a ranged estimate. */
  weeks?: number;
  /** Checkpoints 1…n stored as completed. */
  checkpoints?: number;
  completed?: boolean;
};

/**
 * A set-up plan as a report reads it: a stored starting drawing with its measurements and range,
 * completed weeks with drawings and ranged estimates, completed checkpoints with ranges.
 */
export async function createReportPlan(options: ReportPlanOptions & { ctx: TestContext }) {
  const { ctx, weeks = 4, completed = false } = options;
  const db = ctx.database.db;
  const parent = options.parent ?? (await createUser(ctx));
  const plan = await createPlan({ ctx, user: parent, setUp: true, childName: options.childName ?? 'Mia', baselineRange: { min: 54, max: 70 } });
  const { file } = await storeImage({ db, storage: ctx.storage, data: await sceneDrawing(), ownerId: parent.id, kind: 'drawing' });
  await db
    .update(plans)
    .set({ baselineFileId: file.id, baselineFeatures: REPORT_FEATURES, birthMonth: REPORT_BIRTH.month, birthYear: REPORT_BIRTH.year, isCompleted: completed })
    .where(eq(plans.id, plan.id));
  for (let week = 1; week <= weeks; week++) {
    const feedback = sampleDetailedFeedback();
    feedback.cognitiveAssessment = { ...feedback.cognitiveAssessment, estimatedCognitiveAge: 62 + week, cognitiveAgeRange: { min: 50 + week, max: 80 + week } };
    await createSubmission({ ctx, user: parent, plan, weekNumber: week, withImage: week <= 8, feedback });
  }
  for (let n = 1; n <= (options.checkpoints ?? 0); n++) {
    await db.insert(checkpoints).values({
      planId: plan.id,
      checkpointNumber: n,
      status: 'completed',
      cognitiveAge: 66 + n,
      cognitiveAgeMin: 54 + n,
      cognitiveAgeMax: 82 + n,
      analysis: { analysis: 'Steady work.', strengths: ['Closed shapes'], developmentAreas: ['Details'], recommendations: ['Draw a family'] },
      analyser: 'local',
      // Measured on a whole-person drawing with more parts than the first (then and now).
      wholePersonDrawing: true,
      features: { ...REPORT_FEATURES, closedShapes: REPORT_FEATURES.closedShapes + 4 * n },
      evaluatedAt: new Date(),
    });
  }
  return { parent, plan };
}
