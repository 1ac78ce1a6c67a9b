// @vitest-environment jsdom
import type { HttpHandler } from 'msw';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API, AiProviderStatus } from '../../../../contracts/account';
import { ANALYSIS_TICKET_NOT_FOUND_MESSAGE, AnalysisInLine, AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { answer, answerError, answerInTurn, mockApi } from '../../../../test/api-mock';
import { signedIn } from '../../../../test/web-fixtures';
import { analyzeResponse } from '../test-fixtures';
import { cleanUpFreeAnalysisPage, renderFreeAnalysisPage, stubObjectUrls } from '../test-page';

const TICKET = '0b5d8f3e-6c1a-4f7e-9a2b-3c4d5e6f7a8b';
const ANALYZE_URL = '/api/drawings/analyze';
const TICKET_URL = `${ANALYZE_URL}/${TICKET}`;
/** 202 with a place in line, from the POST or a poll of the ticket. */
const inLine = (method: 'get' | 'post', position: number, status: AnalysisInLine['status'] = 'waiting') =>
  answer[method](method === 'post' ? ANALYZE_URL : TICKET_URL, AnalysisInLine, { status, ticket: TICKET, position, pollAfterMs: 1000 }, 202);
const queued = (position: number, status?: AnalysisInLine['status']) => inLine('get', position, status);

/** Signed out, on a server without an external AI provider. */
const server = mockApi(signedIn(null), answer.get(ACCOUNT_API.aiStatus, AiProviderStatus, { externalAiConfigured: false }));

/** The POST answers 202 with a place in line (position), and each poll of the ticket the next answer. */
function serve(position: number, ...polls: HttpHandler[]) {
  server.use(inLine('post', position), answerInTurn('get', TICKET_URL, ...polls));
  return { polls: () => server.requests('GET', TICKET_URL).length };
}

const renderPage = () => renderFreeAnalysisPage('difficulty=medium&challenge=draw-person');

function analyzeADrawing() {
  const input = document.querySelector('input[name="drawing-file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['png bytes'], 'drawing.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyze drawing' }));
}

const status = () => screen.getByRole('status');
const percent = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const waitMs = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  stubObjectUrls();
});
afterEach(cleanUpFreeAnalysisPage);

describe('FreeAnalysisPage, when many parents send drawings at once', () => {
  it('says where the drawing is in line, follows the line as it moves, then shows the results as usual', async () => {
    const line = serve(3, queued(2), queued(1), queued(0, 'analysing'), answer.get(TICKET_URL, AnalyzeDrawingResponse, analyzeResponse()));
    renderPage();
    analyzeADrawing();
    await waitMs(10);
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe("You're number 3 in line — we'll look at your child's drawing in a moment.");
    expect(percent()).toBe('0');
    expect(screen.getByRole('button', { name: /Analyzing/ }).getAttribute('aria-disabled')).toBe('true');

    await waitMs(1000);
    expect(status().textContent).toBe("You're number 2 in line — we'll look at your child's drawing in a moment.");
    expect(percent()).toBe('8');
    await waitMs(1000);
    expect(status().textContent).toBe("You're next in line — we'll look at your child's drawing in a moment.");
    // Out of line: the spec's messages go on from after the upload.
    await waitMs(1000);
    expect(status().textContent).toBe('Processing image');
    expect(percent()).toBe('25');
    await waitMs(1000);
    expect(line.polls()).toBe(4);
    expect(status().textContent).toBe('Analysis complete');
    await waitMs(500);
    expect(screen.getByRole('heading', { name: "Your child's results" })).toBeTruthy();
    expect(screen.getByText('Analysis Complete!')).toBeTruthy();
    expect(screen.getByText(/six checkpoints along the way, and at the end the change measured/)).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
    await waitMs(10_000);
    expect(line.polls()).toBe(4);
  }, 15_000);

  it('says so when the place in line has expired, and lets the parent try again', async () => {
    serve(5, answerError('get', TICKET_URL, 404, { code: 'NOT_FOUND', message: ANALYSIS_TICKET_NOT_FOUND_MESSAGE }));
    renderPage();
    analyzeADrawing();
    await waitMs(1010);
    expect(screen.getByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText(ANALYSIS_TICKET_NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Analyze drawing' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps asking through a brief outage, and shows a refusal that comes after waiting in line', async () => {
    const refused = { code: 'NOT_A_DRAWING', message: "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light" } as const;
    const line = serve(
      1,
      answerError('get', TICKET_URL, 503, { code: 'UNAVAILABLE', message: 'Kritzel is briefly unavailable. Please try again in a minute.' }),
      answerError('get', TICKET_URL, 422, refused),
    );
    renderPage();
    analyzeADrawing();
    await waitMs(1010);
    expect(line.polls()).toBe(1);
    expect(screen.queryByText('Analysis Failed')).toBeNull();
    await waitMs(3000);
    expect(line.polls()).toBe(2);
    expect(screen.getByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText(refused.message)).toBeTruthy();
  });
});
