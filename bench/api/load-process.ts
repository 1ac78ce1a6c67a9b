/**
 * The simulated parents, in a process of their own (started by load-runner.ts): receives one
 * LoadJob, runs it with plain fetch, records every call's time and answers with the figures.
 */
import { setTimeout } from 'node:timers/promises';
import { drawingPhoto } from './drawing-photo.ts';
import { LatencyRecorder } from './latency-recorder.ts';
import type { LoadJob, LoadResult } from './load-runner.ts';
import { ParentClient, type ParentSession } from './parent-client.ts';
import { FREE_ANALYSIS_RESULT, FREE_ANALYSIS_ROUTE, FREE_ANALYSIS_TICKET_ROUTE, visitUntil, type SimulatedParent } from './parent-visits.ts';
import { submitWeeklyDrawing, WeekSlots } from './weekly-drawing.ts';

async function simulatedParents(job: LoadJob, recorder: LatencyRecorder): Promise<SimulatedParent[]> {
  const photo = await drawingPhoto();
  // Where each plan stands is read before the clock starts, with a client that records nothing.
  return Promise.all(
    job.parents.map(async (session: ParentSession, index) => ({
      index,
      session,
      client: new ParentClient(job.baseUrl, session, recorder),
      slots: await WeekSlots.of(new ParentClient(job.baseUrl, session), session.planId),
      photo,
      lastSubmissionId: null,
      orders: 0,
      planFull: false,
    })),
  );
}

function result(recorder: LatencyRecorder, seconds: number, visits: Map<string, number>, notes: string[]): LoadResult {
  return {
    seconds: Math.round(seconds * 100) / 100,
    routes: recorder.figures(seconds),
    // The free analysis's wait for its result is a span of several requests, not one more request.
    overall: recorder.overall(seconds, (route) => route === FREE_ANALYSIS_RESULT),
    overallExcludingFreeAnalysis: recorder.overall(seconds, (route) => [FREE_ANALYSIS_RESULT, FREE_ANALYSIS_ROUTE, FREE_ANALYSIS_TICKET_ROUTE].includes(route)),
    visits: Object.fromEntries(visits),
    notes,
  };
}

/** `count` weekly drawings over one lane per parent, each lane sending its next drawing when the last is answered. */
async function submissions(job: Extract<LoadJob, { kind: 'submissions' }>): Promise<LoadResult> {
  const recorder = new LatencyRecorder();
  const parents = await simulatedParents(job, recorder);
  let sent = 0;
  let fullPlans = 0;
  const started = performance.now();
  await Promise.all(
    parents.map(async (parent) => {
      while (sent < job.count) {
        const week = parent.slots.take();
        if (week === null) {
          fullPlans++;
          return;
        }
        sent++;
        await submitWeeklyDrawing(parent.client, parent.session.planId, week, parent.photo);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const notes = fullPlans > 0 ? [`${fullPlans} plan(s) were full (78 drawings) before the run ended; ${sent} of ${job.count} drawings were sent`] : [];
  return result(recorder, seconds, new Map([['weekly drawing', sent]]), notes);
}

async function mix(job: Extract<LoadJob, { kind: 'mix' }>): Promise<LoadResult> {
  const recorder = new LatencyRecorder();
  const parents = await simulatedParents(job, recorder);
  const visits = new Map<string, number>();
  const started = performance.now();
  const deadline = started + job.durationSeconds * 1000;
  const arrivalGapMs = (job.arrivalSeconds * 1000) / parents.length;
  await Promise.all(
    parents.map(async (parent) => {
      await setTimeout(parent.index * arrivalGapMs);
      await visitUntil(parent, deadline, visits);
    }),
  );
  // Visits under way at the deadline finish: the time is until the last one ends.
  const seconds = (performance.now() - started) / 1000;
  const full = parents.filter((p) => p.planFull).length;
  const notes = full > 0 ? [`${full} parent(s) filled their plan (78 drawings) and stopped submitting`] : [];
  return result(recorder, seconds, visits, notes);
}

process.once('message', (job: LoadJob) => {
  (job.kind === 'mix' ? mix(job) : submissions(job)).then(
    (done) => process.send!({ done }, () => process.exit(0)),
    (error: unknown) => process.send!({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
  );
});
