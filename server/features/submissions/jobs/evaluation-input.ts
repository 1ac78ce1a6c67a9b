import type { Challenge, Observations } from '../../../../contracts/analysis.ts';
import { DetailedFeedback } from '../../../../contracts/analysis.ts';
import type { Db } from '../../../db/client.ts';
import type { EvaluateSubmissionInput } from '../../../providers/ai/analyser.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { baselineEstimate } from '../../plans/baseline-estimate.ts';
import { childAgeNow } from '../../plans/child-age-now.ts';
import { planRepository, type PlanRow } from '../../plans/repository.ts';
import { submissionRepository, type SubmissionRow } from '../repository.ts';

const defined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function observationsOf(row: SubmissionRow): Observations {
  return {
    childMood: defined(row.childMood),
    parentMood: defined(row.parentMood),
    activityEnjoyment: defined(row.activityEnjoyment),
    difficultyLevel: defined(row.difficultyLevel),
    timeSpent: defined(row.timeSpent) as Observations['timeSpent'],
    needsHelp: defined(row.needsHelp),
    specificObservations: defined(row.specificObservations),
    parentNotes: defined(row.parentNotes),
    followedChallenge: defined(row.followedChallenge),
    drewInstead: defined(row.drewInstead),
  };
}

/** Everything the analyser looks at for one submission: its photos, the parent's notes, the week's challenge and the plan so far. */
export async function buildEvaluationInput({
  db,
  storage,
  row,
  plan,
}: {
  db: Db;
  storage: FileStorage;
  row: SubmissionRow;
  plan: PlanRow;
}): Promise<EvaluateSubmissionInput> {
  const [images, recordings, weeks, completed] = await Promise.all([
    submissionRepository.imagesOf(db, [row.id]),
    submissionRepository.recordingsOf(db, [row.id]),
    planRepository.challengesOf(db, [plan.id]),
    submissionRepository.completedForPlan(db, plan.id),
  ]);
  const week = weeks.get(plan.id)?.find((c) => c.week === row.weekNumber);
  const challenge: Challenge = week
    ? {
        week: week.week,
        title: week.title,
        description: week.description,
        skills: week.skills,
        instructions: week.instructions,
        estimatedTime: week.estimatedTime,
      }
    : {
        week: row.weekNumber,
        title: row.challengeTitle,
        description: row.challengeTitle,
        skills: ['Drawing'],
        instructions: [row.challengeTitle],
        estimatedTime: '15-20 minutes',
      };
  const previous = completed
    .filter((s) => s.id !== row.id && s.weekNumber <= row.weekNumber)
    .flatMap((s) => {
      const feedback = DetailedFeedback.safeParse(s.aiFeedback);
      if (!feedback.success) return [];
      const { estimatedCognitiveAge, cognitiveAgeRange } = feedback.data.cognitiveAssessment;
      return [{ weekNumber: s.weekNumber, estimatedCognitiveAge, ...(cognitiveAgeRange && { cognitiveAgeRange }) }];
    });
  const kept = recordings.get(row.id) ?? [];
  return {
    images: await Promise.all((images.get(row.id) ?? []).map(async (image) => ({ data: await storage.read(image.storageKey), mimeType: image.mimeType }))),
    challenge,
    ...(week && { challengeId: week.challengeId }),
    weekNumber: row.weekNumber,
    childAgeMonths: childAgeNow(plan),
    observations: observationsOf(row),
    transcripts: kept.flatMap((r) => (r.transcript ? [r.transcript] : [])),
    recordingCount: kept.length,
    previous,
    baseline: baselineEstimate(plan),
  };
}
