import type { AgeRange } from '../../../contracts/analysis.ts';
import { TOTAL_CHALLENGES, type Plan, type PlanChallenge } from '../../../contracts/plans.ts';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import type { DbOrTx } from '../../db/client.ts';
import { localizeChallenges } from '../../providers/ai/local/challenges/localize.ts';
import { describeSeen } from '../../providers/ai/local/seen.ts';
import { planRepository, type ChallengeView, type PlanRow, type PlanView } from './repository.ts';
import { adaptationReasonIn } from './adaptation-rule.ts';
import { translator } from '../../i18n/index.ts';

function toPlanChallenge(row: ChallengeView): PlanChallenge {
  return {
    week: row.week,
    title: row.title,
    description: row.description,
    skills: row.skills,
    instructions: row.instructions,
    estimatedTime: row.estimatedTime,
    difficulty: row.difficulty,
    skillTags: row.skillTags,
    adaptedReason: row.adaptedReason,
  };
}

/** A stored range, or null when either bound is missing (rows from before ranges). */
export function ageRangeOf(min: number | null, max: number | null): AgeRange | null {
  return min === null || max === null ? null : { min, max };
}

/** The one mapping from stored rows to the contract's Plan; every plan endpoint answers with it. */
export function toPlan(row: Omit<PlanView, 'weeks' | 'submissionCount'>, challenges: ChallengeView[], submissionCount: number): Plan {
  const setUp = row.setupCompletedAt !== null && challenges.length > 0;
  const hasBaseline = row.baselineStrengths !== null || row.baselineAreasForImprovement !== null;
  return {
    id: row.id,
    childName: row.childName,
    isPaid: row.isPaid,
    isCompleted: row.isCompleted,
    isArchived: row.isArchived,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    birthMonth: row.birthMonth,
    birthYear: row.birthYear,
    planData: setUp ? { challenges: [...challenges].sort((a, b) => a.week - b.week).map(toPlanChallenge) } : null,
    submissionCount,
    totalChallenges: TOTAL_CHALLENGES,
    baselineCognitiveAge: row.baselineCognitiveAge,
    baselineCognitiveAgeRange: ageRangeOf(row.baselineCognitiveAgeMin, row.baselineCognitiveAgeMax),
    baselineChildAge: row.baselineChildAge,
    baselineAnalysisResults: hasBaseline
      ? {
          strengths: row.baselineStrengths ?? [],
          areasForImprovement: row.baselineAreasForImprovement ?? [],
          // Issue 32: what the setup drawing shows, from its stored measurements (plans of any age have them).
          ...(row.baselineFeatures ? { seen: describeSeen(row.baselineFeatures) } : {}),
        }
      : null,
    hasBaselineDrawing: row.drawingId !== null,
    baselineImageUrl: imageUrl(row.baselineFileId ?? row.startingFileId ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Files are served to their owner only: the free analysis's drawing became the parent's at checkout. */
const imageUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);

/** Loads what the mapping needs for several plans in two queries, keeping their order. */
export async function presentPlans(db: DbOrTx, rows: PlanRow[]): Promise<Plan[]> {
  const ids = rows.map((r) => r.id);
  const [challenges, counts] = await Promise.all([planRepository.challengesOf(db, ids), planRepository.submissionCounts(db, ids)]);
  return rows.map((row) => toPlan(row, challenges.get(row.id) ?? [], counts.get(row.id) ?? 0));
}

/** The same for rows read with their weeks and counts (the read endpoints): no further query. */
export function toPlanView(row: PlanView): Plan {
  return toPlan(row, row.weeks, row.submissionCount);
}

export async function presentPlan(db: DbOrTx, row: PlanRow): Promise<Plan> {
  const [plan] = await presentPlans(db, [row]);
  if (!plan) throw new Error('plan mapping returned nothing');
  return plan;
}

/**
 * A plan in the page's language (issue 37): its weeks are stored as English copies of library
 * challenges and translated as they are sent, with the reason a week was re-tuned; English, and
 * anything the library does not hold, as stored.
 */
export function localizePlan(plan: Plan, locale: PageLocale): Plan {
  if (!plan.planData) return plan;
  const t = translator(locale);
  const challenges = localizeChallenges(plan.planData.challenges, locale).map((challenge) =>
    challenge.adaptedReason ? { ...challenge, adaptedReason: adaptationReasonIn(challenge.adaptedReason, t) } : challenge,
  );
  return { ...plan, planData: { challenges } };
}
