import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { Plan } from '../contracts/plans.ts';
import type { Submission } from '../contracts/submissions.ts';
import { figureDrawing } from '../test/drawings.ts';
import { baseURL } from './browser.ts';

const headers = () => ({ origin: baseURL() });

/** The JSON answer of an API call made for a test's set-up, or an error naming the step. */
export async function ok<T>(what: string, response: Awaited<ReturnType<BrowserContext['request']['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A plan paid with the e2e voucher, its setup still to do; returns its id. */
export async function paidPlan(context: BrowserContext, childName = 'Mia'): Promise<string> {
  const code = inject('voucherCode');
  if (!code) throw new Error('e2e/global-setup.ts provides no voucherCode');
  const { planId } = await ok<{ planId: string }>('create plan', await context.request.post('/api/plans/create', { headers: headers(), data: { childName } }));
  await ok(
    'redeem voucher',
    await context.request.post('/api/confirm-payment', { headers: headers(), data: { planId, paymentIntentId: '', voucherCode: code } }),
  );
  return planId;
}

/**
 * A paid, set-up plan for the signed-in parent of `context`, made through the API as a parent
 * would (create → voucher → setup with a drawing), so the weekly screens have 26 weeks to show.
 */
export async function setUpPlan(context: BrowserContext, childName = 'Mia'): Promise<Plan> {
  const planId = await paidPlan(context, childName);
  const setup = await context.request.post(`/api/plans/${planId}/complete-setup`, {
    headers: headers(),
    multipart: { image: { name: 'person.png', mimeType: 'image/png', buffer: await figureDrawing() }, childAge: '66' },
  });
  return (await ok<{ plan: Plan }>('complete setup', setup)).plan;
}

/** Submits a week through the API with one drawing; returns the submission id. */
export async function submitWeek(context: BrowserContext, planId: string, weekNumber: number, image?: Buffer): Promise<string> {
  const response = await context.request.post('/api/challenges/submit', {
    headers: headers(),
    multipart: {
      planId,
      weekNumber: String(weekNumber),
      childMood: '4',
      difficultyLevel: '3',
      images: { name: `week-${weekNumber}.png`, mimeType: 'image/png', buffer: image ?? (await figureDrawing()) },
    },
  });
  return (await ok<{ submissionId: string }>(`submit week ${weekNumber}`, response)).submissionId;
}

/** Waits until the evaluation job has finished (the local analyser takes a second or two). */
export async function waitForEvaluation(context: BrowserContext, submissionId: string, timeoutMs = 60_000): Promise<Submission> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const submission = await ok<Submission>('read submission', await context.request.get(`/api/submissions/${submissionId}`));
    if (submission.evaluationStatus !== 'pending') return submission;
    if (Date.now() > deadline) throw new Error(`submission ${submissionId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Weeks 1…n submitted and evaluated, as a parent would have after n weeks. */
export async function completeWeeks(context: BrowserContext, planId: string, weeks: number): Promise<string[]> {
  const ids: string[] = [];
  for (let week = 1; week <= weeks; week += 1) {
    const id = await submitWeek(context, planId, week);
    await waitForEvaluation(context, id);
    ids.push(id);
  }
  return ids;
}
