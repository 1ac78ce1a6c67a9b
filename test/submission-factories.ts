import { eq } from 'drizzle-orm';
import type { DetailedFeedback } from '../contracts/analysis.ts';
import type { AiFeedback } from '../contracts/submissions.ts';
import { submissionImages, submissions } from '../server/db/schema/index.ts';
import { storeImage } from '../server/features/files/store-image.ts';
import type { PlanRow } from '../server/features/plans/repository.ts';
import type { TestContext } from './api-harness.ts';
import { figureDrawing } from './drawings.ts';
import type { TestUser } from './factories.ts';
import type { WorkerDeps } from '../server/jobs/worker-deps.ts';

export type SubmissionRow = typeof submissions.$inferSelect;

/** Feedback as the evaluation job writes it, for submissions a test marks completed. */
export function sampleDetailedFeedback(overrides: Partial<DetailedFeedback> = {}): DetailedFeedback {
  return {
    cognitiveAssessment: { estimatedCognitiveAge: 66, strengths: ['Closed shapes drawn with care'], areasForGrowth: ['Adding details such as hands'] },
    visualAnalysis: {
      technicalSkills: ['Controlled lines'],
      creativity: 'Bright colours chosen freely.',
      progressThroughSession: 'Steady from start to finish.',
    },
    interactionAnalysis: {
      parentChildDynamics: 'Relaxed and encouraging.',
      communicationPatterns: ['Named what was drawn'],
      learningApproach: 'Tries, then adds.',
    },
    recommendations: { immediate: ['Praise the effort'], nextWeek: ['Draw a family together'], parentGuidance: ['Ask open questions'] },
    overallFeedback: 'A lovely drawing with clear shapes.',
    score: 7,
    ...overrides,
  };
}

export type CreateSubmissionOptions = {
  ctx: Pick<TestContext, 'database' | 'storage'>;
  user: Pick<TestUser, 'id'>;
  plan: Pick<PlanRow, 'id'>;
  weekNumber: number;
  attemptNumber?: number;
  status?: 'pending' | 'completed' | 'failed';
  /** Defaults: completed → sampleDetailedFeedback(), failed → a retryable failure, pending → none. */
  feedback?: AiFeedback | null;
  /** Stores a real drawing through the image pipeline and attaches it as the primary image. */
  withImage?: boolean;
  retryable?: boolean;
  createdAt?: Date;
};

/** A submission in the state a test needs, without going through the HTTP route or a job. */
export async function createSubmission(options: CreateSubmissionOptions): Promise<SubmissionRow> {
  const { ctx, user, plan, weekNumber, attemptNumber = 1, status = 'completed' } = options;
  const db = ctx.database.db;
  const retryable = options.retryable ?? true;
  const feedback =
    options.feedback !== undefined
      ? options.feedback
      : status === 'completed'
        ? sampleDetailedFeedback()
        : status === 'failed'
          ? { error: 'AI evaluation failed. Please retry.', retryable }
          : null;
  const [row] = await db
    .insert(submissions)
    .values({
      planId: plan.id,
      userId: user.id,
      weekNumber,
      attemptNumber,
      challengeTitle: `Week ${weekNumber} challenge`,
      source: 'upload',
      childMood: 4,
      difficultyLevel: 3,
      timeSpent: '20-30',
      evaluationStatus: status,
      aiFeedback: feedback,
      evaluationError: status === 'failed' ? 'AI evaluation failed. Please retry.' : null,
      retryable,
      analyser: status === 'completed' ? 'local' : null,
      evaluatedAt: status === 'pending' ? null : new Date(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('submission factory: insert returned nothing');
  if (options.withImage) {
    const { file } = await storeImage({ db, storage: ctx.storage, data: await figureDrawing(), ownerId: user.id, kind: 'submission-image' });
    await db.insert(submissionImages).values({ submissionId: row.id, fileId: file.id, position: 0, isPrimary: true });
  }
  return row;
}

/** Runs the weekly loop's job handlers against the test app's queue and database. */
export async function startSubmissionWorkers(ctx: TestContext, queue = ctx.queue): Promise<void> {
  const { registerSubmissionWorkers } = await import('../server/features/submissions/workers.ts');
  const logger = ctx.app.log as unknown as WorkerDeps['logger'];
  await registerSubmissionWorkers({
    config: ctx.config,
    database: ctx.database,
    queue,
    mail: { kind: 'log', send: async () => {} },
    storage: ctx.storage,
    analyser: ctx.analyser,
    logger,
  });
}

/** Polls the row until its evaluation is no longer pending (the queue polls every second). */
export async function waitForEvaluation(ctx: Pick<TestContext, 'database'>, submissionId: string, timeoutMs = 30_000): Promise<SubmissionRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
    if (row && row.evaluationStatus !== 'pending') return row;
    if (Date.now() > deadline) throw new Error(`submission ${submissionId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
