import type { Submission, SubmitChallengeResponse } from '../../contracts/submissions.ts';
import { MAX_ATTEMPTS_PER_WEEK } from '../../contracts/submissions.ts';
import { TOTAL_CHALLENGES } from '../../contracts/plans.ts';
import type { ParentClient } from './parent-client.ts';

export const SUBMIT_ROUTE = 'POST /api/challenges/submit';

/**
 * Which week a plan can take a drawing for next. The server accepts a week up to one past the
 * highest submitted, tried at most three times: so every week once in order, then each a second
 * and a third time — 78 drawings per plan before it is full. Read from the plan's submissions,
 * so the bench never sends one the server must refuse, whatever ran before.
 */
export class WeekSlots {
  private readonly attempts = new Map<number, number>();

  constructor(submitted: readonly Pick<Submission, 'weekNumber'>[]) {
    for (const s of submitted) this.attempts.set(s.weekNumber, (this.attempts.get(s.weekNumber) ?? 0) + 1);
  }

  static async of(client: ParentClient, planId: string): Promise<WeekSlots> {
    return new WeekSlots(await client.expect<Submission[]>('GET /api/plans/:planId/submissions', `/api/plans/${planId}/submissions`));
  }

  /** The next week to submit, taken; null once the plan is full. */
  take(): number | null {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS_PER_WEEK; attempt++) {
      for (let week = 1; week <= TOTAL_CHALLENGES; week++) {
        const used = this.attempts.get(week) ?? 0;
        if (used < attempt) {
          this.attempts.set(week, used + 1);
          return week;
        }
      }
    }
    return null;
  }
}

/** The weekly submission form as the web app sends it: plan and week first (the server decides on them before reading files), then the observations, then the photo. */
export function weeklyDrawingForm(planId: string, weekNumber: number, photo: File): FormData {
  const form = new FormData();
  form.append('planId', planId);
  form.append('weekNumber', String(weekNumber));
  form.append('childMood', '4');
  form.append('activityEnjoyment', '5');
  form.append('difficultyLevel', '3');
  form.append('timeSpent', '20-30');
  form.append('specificObservations', 'Drew the family in front of the house and named everyone.');
  form.append('images', photo, photo.name);
  return form;
}

/** POST /api/challenges/submit; the new submission's id, or null when it was refused (recorded, if the client records). */
export async function submitWeeklyDrawing(client: ParentClient, planId: string, weekNumber: number, photo: File): Promise<string | null> {
  const answer = await client.call(SUBMIT_ROUTE, '/api/challenges/submit', { form: weeklyDrawingForm(planId, weekNumber, photo) });
  if (!answer?.ok) return null;
  return (JSON.parse(answer.text) as SubmitChallengeResponse).submissionId;
}
