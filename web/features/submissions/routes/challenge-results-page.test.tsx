// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, Route } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DetailedFeedback } from '../../../../contracts/analysis';
import {
  InteractiveSessionsResponse,
  PlanSubmissionsResponse,
  RECORDING_WORDS,
  sentDay,
  Submission,
  SubmissionFeedbackResponse,
  SubmissionImagesResponse,
} from '../../../../contracts/submissions';
import { AccountResponse, ACCOUNT_API } from '../../../../contracts/account';
import { answer, mockApi } from '../../../../test/api-mock';
import { accountFixture } from '@/features/account/test-server';
import { submissionFixture } from '../../../../test/web-plan-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { ChallengeResultsPage } from './challenge-results-page';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { app as esApp } from '../../../../contracts/i18n/messages/es/app';
import { core as esCore } from '../../../../contracts/i18n/messages/es/core';

// jsdom has no canvas: the celebration is not what these tests look at.
vi.mock('canvas-confetti', () => ({ default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) } }));

const feedback = (overallFeedback: string, score: number): DetailedFeedback => ({
  cognitiveAssessment: { estimatedCognitiveAge: 66, cognitiveAgeRange: { min: 50, max: 80 }, strengths: ['Closed shapes'], areasForGrowth: ['Details'] },
  visualAnalysis: { technicalSkills: ['Steady lines'], creativity: 'Bright colours.', progressThroughSession: 'Steady.' },
  interactionAnalysis: { parentChildDynamics: 'Relaxed.', communicationPatterns: ['Named things'], learningApproach: 'Tries, then adds.' },
  recommendations: { immediate: ['Praise effort'], nextWeek: ['Draw a pet'], parentGuidance: ['Ask open questions'] },
  overallFeedback,
  score,
});

const first = submissionFixture({
  id: 'sub-1',
  weekNumber: 3,
  attemptNumber: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  score: 6,
});
const second = submissionFixture({
  id: 'sub-2',
  weekNumber: 3,
  attemptNumber: 2,
  createdAt: '2026-03-04T10:00:00.000Z',
  score: 7,
  aiFeedback: feedback('The house now has a door and windows.', 7),
});

/** The server keeps every attempt's feedback; the plan's list leaves it out. */
const withFeedback = (submission: Submission): Submission =>
  submission.id === 'sub-1' ? { ...submission, aiFeedback: feedback('A first house with a big roof.', 6) } : submission;

const server = mockApi();

function serve(list: Submission[]) {
  server.use(
    answer.get('/api/plans/plan-1/submissions', PlanSubmissionsResponse, list),
    answer.get('/api/submissions/:id/images', SubmissionImagesResponse, { images: [] }),
    answer.get('/api/interactive-sessions/plan-1', InteractiveSessionsResponse, []),
    answer.get(ACCOUNT_API.account, AccountResponse, accountFixture()),
    answer.get('/api/submissions/:id', Submission, ({ params }) => withFeedback(list.find((s) => s.id === params.id)!)),
    answer.get('/api/submissions/:id/feedback', SubmissionFeedbackResponse, ({ params }) => {
      const found = withFeedback(list.find((s) => s.id === params.id)!);
      return { submissionId: found.id, evaluationStatus: found.evaluationStatus, aiFeedback: found.aiFeedback };
    }),
  );
}

function renderPage(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/challenge-results/:submissionId">{(params) => <ChallengeResultsPage params={params} />}</Route>
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(cleanup);

describe('ChallengeResultsPage: attempts and score', () => {
  it('opens on the Feedback tab and shows an older score in the header and, out of 10, with the feedback', async () => {
    serve([second, first]);
    renderPage('/challenge-results/sub-2');
    await screen.findByRole('heading', { level: 1, name: 'Week 1 challenge' });
    expect(screen.getByText(/Attempt 2 ·/).textContent).toContain(`Attempt 2 · Sent ${sentDay(second.createdAt)}7/10`);
    expect(screen.getByRole('tab', { name: 'Feedback', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Your notes' })).toBeTruthy();
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText('Score: 7 out of 10')).toBeTruthy();
  }, 15_000);

  it('lists every attempt at the week, newest first, with date, drawing, score and feedback, and opens an earlier one', async () => {
    serve([second, first]);
    const location = renderPage('/challenge-results/sub-2');
    const section = await screen.findByRole('region', { name: 'Attempts at week 3' });
    const cards = await within(section).findAllByRole('article');
    const [newest, earlier] = cards as [HTMLElement, HTMLElement];
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Attempt 2', 'Attempt 1']);
    expect(within(newest).getByText('Score: 7 out of 10')).toBeTruthy();
    expect(newest.getAttribute('aria-current')).toBe('true');
    expect(within(newest).getByText('Shown on this page')).toBeTruthy();
    expect(within(newest).getByText('The house now has a door and windows.')).toBeTruthy();
    expect(within(earlier).getByText(`Sent ${sentDay(first.createdAt)}`)).toBeTruthy();
    expect(within(earlier).getByRole('img', { name: 'Drawing sent with attempt 1' }).getAttribute('src')).toBe('/api/files/sub-1-thumb');
    expect(within(earlier).getByText('Score: 6 out of 10')).toBeTruthy();
    await within(earlier).findByText('A first house with a big roof.');

    const again = within(section).getByRole('link', { name: 'Submit again (attempt 3 of 3) for week 3' });
    expect(again.getAttribute('href')).toBe('/plans/plan-1/submit/3');

    fireEvent.click(within(earlier).getByRole('link', { name: 'Open attempt 1' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/challenge-results/sub-1'));
    await waitFor(() => expect(screen.getByText(/Attempt 1 ·/).textContent).toContain(`Sent ${sentDay(first.createdAt)}`));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    const opened = await screen.findAllByRole('article');
    expect(opened[1]?.getAttribute('aria-current')).toBe('true');
  }, 15_000);

  it('says plainly when all three attempts are used, and offers the second after the first', async () => {
    const third = submissionFixture({ id: 'sub-3', weekNumber: 3, attemptNumber: 3, createdAt: '2026-03-06T10:00:00.000Z', score: 8 });
    serve([third, second, first]);
    renderPage('/challenge-results/sub-3');
    const section = await screen.findByRole('region', { name: 'Attempts at week 3' });
    expect(within(section).getByText('You have used all 3 attempts for this week.')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Submit again/ })).toBeNull();
    cleanup();

    serve([first]);
    renderPage('/challenge-results/sub-1');
    const only = await screen.findByRole('region', { name: 'Attempts at week 3' });
    expect(within(only).queryByRole('article')).toBeNull();
    expect(within(only).getByRole('link', { name: 'Submit again (attempt 2 of 3) for week 3' })).toBeTruthy();
  }, 15_000);

  it('keeps the open tab in the address, so a reload or a shared link opens the same tab', async () => {
    serve([second, first]);
    const location = renderPage('/challenge-results/sub-2?tab=recordings');
    await screen.findByRole('tab', { name: 'Voice Recordings', selected: true });
    expect(await screen.findByText(RECORDING_WORDS.noneThisWeek)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Your notes' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/challenge-results/sub-2?tab=observations'));
    fireEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/challenge-results/sub-2'));
  }, 15_000);
});

describe('ChallengeResultsPage in Spanish (issue 37)', () => {
  afterEach(() => setMessagesForTests('en', { ...enCore, ...enApp }));

  it('says the page’s own words in Spanish around the server’s feedback, with the date and score the Spanish way', async () => {
    setMessagesForTests('es', { ...esCore, ...esApp });
    serve([second, first]);
    renderPage('/challenge-results/sub-2');
    // The challenge's title and the feedback's sentences are server data: they come as they are.
    await screen.findByRole('heading', { level: 1, name: 'Week 1 challenge' });
    expect(screen.getByText('¡La semana 3 ya está enviada, bien hecho!')).toBeTruthy();
    expect(screen.getByText(/Intento 2 ·/).textContent).toContain(`Intento 2 · Enviado el ${sentDay(second.createdAt, 'es')}`);
    expect(sentDay(second.createdAt, 'es')).toMatch(/mar/);
    expect(screen.getByRole('tab', { name: 'Comentarios', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tus notas' })).toBeTruthy();
    const score = screen.getByRole('region', { name: 'Puntuación' });
    expect(within(score).getByText('Puntuación: 7 de 10')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comentarios generales' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Intentos de la semana 3' });
    expect(within(section).getByRole('link', { name: 'Volver a enviar la semana 3 (intento 3 de 3)' })).toBeTruthy();
    expect(within(section).getByText('Se muestra en esta página')).toBeTruthy();
  }, 15_000);
});
