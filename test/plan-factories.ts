import { generatePlanLocally } from '../server/providers/ai/local/plan/index.ts';
import { planRepository, type PlanRow } from '../server/features/plans/repository.ts';
import type { TestContext } from './api-harness.ts';
import type { TestUser } from './factories.ts';

export type CreatePlanFactoryOptions = {
  ctx: Pick<TestContext, 'database'>;
  user: Pick<TestUser, 'id'>;
  childName?: string;
  /** Paid as the payment flow leaves it. Implied by setUp. */
  paid?: boolean;
  /** Setup done: a baseline and the local generator's 26 weeks. */
  setUp?: boolean;
  /** The free analysis the purchase started from. */
  drawingId?: string;
  createdAt?: Date;
  archived?: boolean;
  /** The baseline's calibrated range (months); without it the plan is like one set up before ranges. */
  baselineRange?: { min: number; max: number };
};

/** A plan inserted through the plans repository, in the state a test needs. */
export async function createPlan(options: CreatePlanFactoryOptions): Promise<PlanRow> {
  const { ctx, user, setUp = false } = options;
  const db = ctx.database.db;
  const paid = setUp || (options.paid ?? false);
  const plan = await planRepository.insert(db, {
    userId: user.id,
    childName: options.childName ?? 'Mia',
    isPaid: paid,
    paidAt: paid ? new Date() : null,
    isArchived: options.archived ?? false,
    drawingId: options.drawingId ?? null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  if (!setUp) return plan;
  const baseline = {
    cognitiveAge: 60,
    childAge: 62,
    strengths: ['Draws a person with a head, body, arms and legs'],
    areas: ['Adding details such as hands and hair'],
  };
  const done = await planRepository.completeSetup(
    db,
    { planId: plan.id, userId: user.id },
    {
      baselineCognitiveAge: baseline.cognitiveAge,
      ...(options.baselineRange && { baselineCognitiveAgeMin: options.baselineRange.min, baselineCognitiveAgeMax: options.baselineRange.max }),
      baselineChildAge: baseline.childAge,
      baselineStrengths: baseline.strengths,
      baselineAreasForImprovement: baseline.areas,
    },
  );
  if (!done) throw new Error('plan factory: setup update found no row');
  const weeks = generatePlanLocally({
    stage: 'pre-schematic',
    cognitiveAgeMonths: baseline.cognitiveAge,
    childAgeMonths: baseline.childAge,
    areasForImprovement: baseline.areas,
  });
  await planRepository.insertChallenges(
    db,
    weeks.map(({ week, ...c }) => ({ planId: plan.id, week, ...c })),
  );
  return done;
}
