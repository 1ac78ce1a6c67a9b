import type { AnalysisResult, DrawingFeatures, PlanPreview } from '../contracts/analysis.ts';
import { drawings } from '../server/db/schema/index.ts';
import type { TestContext } from './api-harness.ts';

/**
 * A free analysis's row for a file already stored, as the drawings feature writes it but with
 * empty results: the tests that use it care about who owns it, what it points to and its age.
 */
export async function insertFreeAnalysis(
  ctx: Pick<TestContext, 'database'>,
  values: { userId: string | null; fileId: string; analyser?: string; createdAt?: Date; analysis?: object },
) {
  const [drawing] = await ctx.database.db
    .insert(drawings)
    .values({
      userId: values.userId,
      fileId: values.fileId,
      childAgeMonths: 60,
      difficulty: 'easy',
      challenge: 'general',
      analysis: (values.analysis ?? {}) as AnalysisResult,
      features: {} as DrawingFeatures,
      planPreview: {} as PlanPreview,
      analyser: values.analyser ?? 'local',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!drawing) throw new Error('drawing insert returned nothing');
  return drawing;
}
