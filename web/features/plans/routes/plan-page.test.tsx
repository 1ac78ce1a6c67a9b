// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckpointsResponse, EvaluateCheckpointResponse } from '../../../../contracts/checkpoints';
import { TaskResultsResponse } from '../../../../contracts/tasks';
import { ContactResponse } from '../../../../contracts/contact';
import { Plan } from '../../../../contracts/plans';
import { THEN_AND_NOW_TEXTS, ThenAndNowResponse } from '../../../../contracts/then-and-now';
import {
  EVALUATION_POLL_MS,
  PlanSubmissionsResponse,
  RetryEvaluationResponse,
  sentDay,
  SubmissionFeedbackResponse,
  type Submission,
} from '../../../../contracts/submissions';
import { answer, answerError, answerRaw, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { checkpointFixture, submissionFixture } from '../../../../test/web-plan-fixtures';
import { completedWeeks, reminderSettingsHandler, setUpPlan } from '../plan-page-fixtures';
import { PlanPage } from './plan-page';

const server = mockApi();
/** The checkpoint dialog's title: "Checkpoint 1 Results" (issue 32; the checkpoints' own component words it). */
const CHECKPOINT_1_RESULTS = /Checkpoint 1 Results$/;

/** The plan page's loads: the plan (or its 404), its submissions and no checkpoints yet; a test's own handlers go first. */
function serve(plan: Plan | null, submissions: Submission[] = []) {
  server.use(
    plan
      ? answer.get('/api/plans/plan-1/data', Plan, plan)
      : answerError('get', '/api/plans/plan-1/data', 404, { code: 'NOT_FOUND', message: 'Plan not found' }),
    answer.get('/api/plans/plan-1/submissions', PlanSubmissionsResponse, submissions),
    answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, []),
    // Issue 33: the checkpoints read the plan's standard tasks; none here.
    answer.get('/api/tasks', TaskResultsResponse, []),
    answer.get('/api/plans/plan-1/then-and-now', ThenAndNowResponse, { state: 'no-checkpoint', message: THEN_AND_NOW_TEXTS.noCheckpoint }),
    reminderSettingsHandler(),
  );
}

function renderPage(path = '/plans/plan-1') {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PlanPage params={{ planId: 'plan-1' }} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

const requested = (path: string) => server.requests('GET', path).length > 0;
/** A week's row on the timeline, from its title. */
const weekRow = (title: HTMLElement) => title.closest('li') as HTMLElement;

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('PlanPage', () => {
  it('shows the header, "Challenge N of 26" and the Challenges tab first', async () => {
    serve(setUpPlan(), completedWeeks(2));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: "Mia's Progress" });
    expect(screen.getByText('Challenge 3 of 26')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Plans/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: /Shop/ }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('tab', { name: 'Challenges' }).getAttribute('aria-selected')).toBe('true');
    const current = screen.getByRole('region', { name: 'Week 3 challenge' });
    expect(
      within(current)
        .getByRole('link', { name: /Submit Drawing/ })
        .getAttribute('href'),
    ).toBe('/plans/plan-1/submit/3');
    expect(
      within(current)
        .getByRole('link', { name: /Prepare/ })
        .getAttribute('href'),
    ).toBe('/challenge-preparation/plan-1/3');
    expect(
      within(current)
        .getByRole('link', { name: /Interactive Session/ })
        .getAttribute('href'),
    ).toBe('/challenge-interactive/plan-1/3');
  });

  it('moves between tabs with the arrow keys and fetches the gallery only when it opens', async () => {
    serve(setUpPlan());
    server.use(answer.get('/api/plans/plan-1/gallery', PlanSubmissionsResponse, []));
    renderPage();
    const challenges = await screen.findByRole('tab', { name: 'Challenges' });
    expect(requested('/api/plans/plan-1/gallery')).toBe(false);
    fireEvent.keyDown(challenges, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Gallery' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No drawings yet');
    expect(requested('/api/plans/plan-1/gallery')).toBe(true);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gallery' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab the address names and keeps the chosen tab in the address (issue 35)', async () => {
    serve(setUpPlan());
    server.use(answer.get('/api/plans/plan-1/gallery', PlanSubmissionsResponse, []));
    const location = renderPage('/plans/plan-1?tab=gallery');
    await screen.findByText('No drawings yet');
    expect(screen.getByRole('tab', { name: 'Gallery' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(location.history?.at(-1)).toBe('/plans/plan-1?tab=progress');
    fireEvent.click(screen.getByRole('tab', { name: 'Challenges' }));
    expect(location.history?.at(-1)).toBe('/plans/plan-1');
  });

  it('says "Plan not found" with a way back to the dashboard', async () => {
    serve(null);
    renderPage();
    await screen.findByRole('heading', { name: 'Plan not found' });
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("adds no error toast to another parent's plan, whose submissions are not found either", async () => {
    serve(null);
    server.use(answerError('get', '/api/plans/plan-1/submissions', 404, { code: 'NOT_FOUND', message: 'Plan not found' }));
    renderPage();
    await screen.findByRole('heading', { name: 'Plan not found' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Failed to fetch submissions')).toBeNull();
  });

  it('sends a plan that is not set up to its setup page', async () => {
    serve(setUpPlan({ planData: null }));
    const location = renderPage();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/plans/plan-1/setup'));
  });

  it('toasts when the submissions cannot be fetched', async () => {
    serve(setUpPlan());
    server.use(answerRaw('get', '/api/plans/plan-1/submissions', 500, 'boom'));
    renderPage();
    await screen.findByText('Failed to fetch submissions');
  });

  it('loads feedback only when Feedback Details opens', async () => {
    serve(setUpPlan(), completedWeeks(1));
    server.use(
      answer.get('/api/submissions/s-1-1/feedback', SubmissionFeedbackResponse, {
        submissionId: 's-1-1',
        evaluationStatus: 'completed',
        aiFeedback: { score: 7, feedback: 'Bright and bold.' },
      }),
    );
    renderPage();
    const view = await screen.findByRole('button', { name: 'View feedback for week 1' });
    expect(requested('/api/submissions/s-1-1/feedback')).toBe(false);
    fireEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Feedback Details' });
    await within(dialog).findByText('Bright and bold.');
    expect(within(dialog).getByText('7/10')).toBeTruthy();
    expect(within(dialog).getByText(/^Attempt 1 ·/).textContent).toBe(`Attempt 1 · Sent ${sentDay(completedWeeks(1)[0]!.createdAt)}`);
    expect(within(dialog).getByRole('link', { name: 'Drawings and all attempts' }).getAttribute('href')).toBe('/challenge-results/s-1-1');
  });

  it('enables Retry only for a retryable failure and reports the rate limit', async () => {
    serve(setUpPlan(), [...completedWeeks(1), submissionFixture({ weekNumber: 2, evaluationStatus: 'failed', retryable: true })]);
    server.use(answerError('post', '/api/submissions/s-2-1/retry-evaluation', 429, { code: 'RATE_LIMITED', message: 'Slow down' }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry analysis for week 2' });
    expect((screen.getByRole('button', { name: 'Retry analysis for week 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Evaluation Failed')).toBeTruthy();
    fireEvent.click(retry);
    await screen.findByText('Rate limit reached: Please wait a few minutes before trying again.');
  });

  it("shows each completed week's score, and offers another attempt until all 3 are used", async () => {
    serve(setUpPlan(), [
      submissionFixture({ weekNumber: 1, attemptNumber: 1, score: 6 }),
      submissionFixture({ weekNumber: 1, attemptNumber: 2, score: 7.5 }),
      submissionFixture({ weekNumber: 1, attemptNumber: 3, score: 8 }),
      submissionFixture({ weekNumber: 2, score: 7 }),
      submissionFixture({ weekNumber: 3, evaluationStatus: 'pending' }),
    ]);
    renderPage();
    const week1 = weekRow(await screen.findByRole('heading', { name: 'Week 1 challenge' }));
    expect(within(week1).getByText('Score: 8 out of 10')).toBeTruthy();
    expect(within(week1).getByText('3 attempts')).toBeTruthy();
    expect(within(week1).getByText('You have used all 3 attempts for this week.')).toBeTruthy();
    expect(within(week1).queryByRole('link', { name: /Submit again/ })).toBeNull();

    const week2 = weekRow(screen.getByRole('heading', { name: 'Week 2 challenge' }));
    expect(within(week2).getByText('7/10')).toBeTruthy();
    const again = within(week2).getByRole('link', { name: 'Submit again (attempt 2 of 3) for week 2' });
    expect(again.getAttribute('href')).toBe('/plans/plan-1/submit/2');

    // Being analysed: no score yet, and no second attempt until its feedback is in.
    const week3 = weekRow(screen.getByRole('heading', { name: 'Week 3 challenge' }));
    expect(within(week3).getByText('Analysis in progress')).toBeTruthy();
    expect(within(week3).queryByText(/\/10/)).toBeNull();
    expect(within(week3).queryByRole('link', { name: /Submit again/ })).toBeNull();
  }, 15_000);

  it('after Retry the week shows "Analysis in progress" at once, then its score without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const state = { week2: submissionFixture({ weekNumber: 2, evaluationStatus: 'failed', retryable: true, evaluationError: 'The AI service is busy' }) };
      serve(setUpPlan(), []);
      server.use(
        answer.get('/api/plans/plan-1/submissions', PlanSubmissionsResponse, () => [...completedWeeks(1), state.week2]),
        answer.post('/api/submissions/s-2-1/retry-evaluation', RetryEvaluationResponse, () => {
          state.week2 = { ...state.week2, evaluationStatus: 'pending', evaluationError: null };
          return { message: 'Analysis restarted', submissionId: 's-2-1' };
        }),
      );
      renderPage();
      const week2 = weekRow(await screen.findByRole('heading', { name: 'Week 2 challenge' }));
      expect(within(week2).getByText('Evaluation Failed')).toBeTruthy();
      expect(within(week2).getByText('The AI service is busy')).toBeTruthy();
      fireEvent.click(within(week2).getByRole('button', { name: 'Retry analysis for week 2' }));
      await within(week2).findByText('Analysis in progress');
      await screen.findByText('Retry Started');
      expect(within(week2).queryByText('The AI service is busy')).toBeNull();
      const planReads = server.requests('GET', '/api/plans/plan-1/data').length;

      state.week2 = { ...state.week2, evaluationStatus: 'completed', score: 7 };
      await vi.advanceTimersByTimeAsync(EVALUATION_POLL_MS);
      await within(week2).findByText('Completed');
      expect(within(week2).getByText('Score: 7 out of 10')).toBeTruthy();
      expect(within(week2).getByRole('button', { name: 'View feedback for week 2' })).toBeTruthy();
      // What the evaluation changed on the plan (adapted weeks, completion) is read again too.
      await waitFor(() => expect(server.requests('GET', '/api/plans/plan-1/data').length).toBeGreaterThan(planReads));
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);

  it('Progress: baseline ages in years and months, and a ready checkpoint evaluates', async () => {
    let evaluated = false;
    serve(setUpPlan(), completedWeeks(4));
    server.use(
      answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, () => (evaluated ? [checkpointFixture()] : [])),
      answer.post('/api/cognitive-checkpoints/evaluate', EvaluateCheckpointResponse, () => {
        evaluated = true;
        return { message: 'ok', checkpoint: checkpointFixture({ status: 'pending', cognitiveAge: null, analysis: null }) };
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Progress' }));
    // Issue 32: what the setup drawing shows comes before its drawing age.
    const shows = screen.getByRole('heading', { name: 'What the drawing shows' });
    const baseline = screen.getByRole('region', { name: 'Drawing age at the start' });
    expect(shows.compareDocumentPosition(baseline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Lines that join up into closed shapes')).toBeTruthy();
    expect(within(baseline).getByText('Drawings like this one are made by children aged about 4 to 6 ½')).toBeTruthy();
    expect(screen.queryByText(/5 years 2 months/)).toBeNull();
    expect(screen.getByText('5 years 6 months')).toBeTruthy();
    expect(screen.getByText('Opens after 8 drawings with feedback (4 so far)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Evaluate checkpoint 1' }));
    await screen.findByText('Checkpoint Evaluated!');
    fireEvent.click(await screen.findByRole('button', { name: 'View checkpoint 1 results' }));
    const dialog = await screen.findByRole('dialog', { name: CHECKPOINT_1_RESULTS });
    expect(within(dialog).getByText('Drawings like this one are made by children aged about 5 to 8')).toBeTruthy();
    expect(within(dialog).queryByText(/5 years 10 months/)).toBeNull();
    expect(within(dialog).getByText('An estimate from this period’s drawings, not a diagnosis.')).toBeTruthy();
    expect(within(dialog).getByText('Shapes are closing up nicely.')).toBeTruthy();
  });

  it('Progress: a plan and checkpoint from before ranges show "about X" and no made-up range', async () => {
    serve(setUpPlan({ baselineCognitiveAgeRange: null }), completedWeeks(4));
    server.use(answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, [checkpointFixture({ cognitiveAgeRange: null })]));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Progress' }));
    const baseline = screen.getByRole('region', { name: 'Drawing age at the start' });
    expect(within(baseline).getByText('about 5 years 2 months')).toBeTruthy();
    expect(within(baseline).getByText('Older results like this one come without a tested range, so please take it as a rough guide.')).toBeTruthy();
    expect(within(baseline).queryByText(/between/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'View checkpoint 1 results' }));
    const dialog = await screen.findByRole('dialog', { name: CHECKPOINT_1_RESULTS });
    expect(within(dialog).getByText('about 5 years 10 months')).toBeTruthy();
    expect(within(dialog).queryByText(/between/)).toBeNull();
    expect(within(dialog).getByText(/without a tested range/)).toBeTruthy();
  });

  it('Progress: a whole-person drawing goes with Evaluate, and then-and-now shows both drawings and the measured changes', async () => {
    let evaluated = false;
    serve(setUpPlan(), completedWeeks(4));
    server.use(
      answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, () => (evaluated ? [checkpointFixture()] : [])),
      answer.post('/api/cognitive-checkpoints/evaluate-with-drawing', EvaluateCheckpointResponse, () => {
        evaluated = true;
        return { message: 'ok', checkpoint: checkpointFixture({ status: 'pending', cognitiveAge: null, analysis: null }) };
      }),
      answer.get('/api/plans/plan-1/then-and-now', ThenAndNowResponse, (): ThenAndNowResponse =>
        evaluated
          ? {
              state: 'ready',
              then: { imageUrl: '/api/files/f-1', thumbUrl: '/api/files/f-1?size=thumb' },
              now: { imageUrl: '/api/files/f-2', thumbUrl: '/api/files/f-2?size=thumb', checkpointNumber: 1, wholePersonDrawing: true, evaluatedAt: null },
              changes: [
                { kind: 'more-parts', tone: 'growth', sentence: THEN_AND_NOW_TEXTS['more-parts'] },
                { kind: 'fewer-colours', tone: 'neutral', sentence: THEN_AND_NOW_TEXTS['fewer-colours'] },
              ],
              notes: [THEN_AND_NOW_TEXTS.snapshot],
            }
          : { state: 'no-checkpoint', message: THEN_AND_NOW_TEXTS.noCheckpoint },
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Progress' }));
    await screen.findByText(THEN_AND_NOW_TEXTS.noCheckpoint);
    const input = document.querySelector<HTMLInputElement>('input[name="checkpoint-1-drawing"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'person.png', { type: 'image/png' })] } });
    expect(await screen.findByText('person.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Evaluate checkpoint 1' }));
    await screen.findByText('Checkpoint Evaluated!');
    const form = server.requests('POST', '/api/cognitive-checkpoints/evaluate-with-drawing');
    expect(form).toHaveLength(1);
    const card = await screen.findByRole('region', { name: 'Then and now' });
    const first = await within(card).findByRole('img', { name: "Your child's first drawing" });
    expect(first.getAttribute('src')).toBe('/api/files/f-1');
    expect(within(card).getByRole('img', { name: "Your child's drawing at checkpoint 1" }).getAttribute('src')).toBe('/api/files/f-2');
    expect(within(card).getByText('Now: Checkpoint 1: a whole person')).toBeTruthy();
    expect(within(card).getByText(THEN_AND_NOW_TEXTS['more-parts'])).toBeTruthy();
    expect(within(card).getByText(THEN_AND_NOW_TEXTS['fewer-colours'])).toBeTruthy();
    expect(within(card).getByText(THEN_AND_NOW_TEXTS.snapshot)).toBeTruthy();
  });

  it('Progress: a 429 on Evaluate says "Too Many Requests"', async () => {
    serve(setUpPlan(), completedWeeks(4));
    server.use(answerRaw('post', '/api/cognitive-checkpoints/evaluate', 429));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Progress' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Evaluate checkpoint 1' }));
    await screen.findByText('We are getting too many requests, please try again in a few minutes');
    expect(screen.getByText('Too Many Requests')).toBeTruthy();
  });

  it('Resources: the help form needs every field, then posts with the plan as metadata', async () => {
    serve(setUpPlan());
    server.use(answer.post('/api/contact', ContactResponse, { message: 'ok' }));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Resources' }));
    expect(screen.getByRole('button', { name: 'Play Video' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Please fill in all fields');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'robin@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'How long should week 1 take?' } });
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message sent!');
    expect(server.requests('POST', '/api/contact')[0]?.body).toMatchObject({ name: 'Robin', metadata: { source: 'resources_tab', planId: 'plan-1' } });
  });

  it('congratulates when all 26 weeks are done', async () => {
    serve(setUpPlan(), completedWeeks(26));
    renderPage();
    await screen.findByRole('heading', { name: 'Congratulations!' });
    expect(screen.getByText('Challenge 26 of 26')).toBeTruthy();
  });
});

describe('Gallery viewer', () => {
  it('opens full screen and moves with buttons, Arrow keys and swipes; Escape closes', async () => {
    serve(setUpPlan());
    server.use(answer.get('/api/plans/plan-1/gallery', PlanSubmissionsResponse, completedWeeks(3)));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Gallery' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open Week 1 drawing: Week 1 challenge' }));
    const viewer = screen.getByRole('dialog', { name: 'Drawing 1 of 3' });
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Week 1 drawing: Week 1 challenge');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    screen.getByRole('dialog', { name: 'Drawing 2 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
    screen.getByRole('dialog', { name: 'Drawing 3 of 3' });
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 100, clientY: 210 }] });
    screen.getByRole('dialog', { name: 'Drawing 1 of 3' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    screen.getByRole('dialog', { name: 'Drawing 3 of 3' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
