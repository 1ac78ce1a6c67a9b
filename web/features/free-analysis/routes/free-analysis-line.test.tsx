// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnalysisInLine } from '../../../../contracts/analysis';
import { ANALYSIS_TICKET_NOT_FOUND_MESSAGE } from '../../../../contracts/analysis';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { analyzeResponse } from '../test-fixtures';
import { FreeAnalysisPage } from './free-analysis-page';

type Answer = { status: number; body: unknown };
const TICKET = '0b5d8f3e-6c1a-4f7e-9a2b-3c4d5e6f7a8b';
const TICKET_URL = `/api/drawings/analyze/${TICKET}`;
const inLine = (position: number, status: AnalysisInLine['status'] = 'waiting'): Answer => ({
  status: 202,
  body: { status, ticket: TICKET, position, pollAfterMs: 1000 } satisfies AnalysisInLine,
});

/** Signed out; the POST answers 202 with a place in line, and each poll of the ticket the next answer. */
function stubServer(post: Answer, polls: Answer[]) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/user') return Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
    if (url === '/api/drawings/analyze') return Response.json(post.body, { status: post.status });
    if (url === TICKET_URL) {
      const next = polls.shift();
      if (!next) throw new Error('polled once too often');
      return Response.json(next.body, { status: next.status });
    }
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { polls: () => fetchMock.mock.calls.filter(([url]) => url === TICKET_URL).length };
}

function renderPage() {
  const { hook, searchHook } = memoryLocation({ path: '/free-analysis', searchPath: 'difficulty=medium&challenge=draw-person' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <FreeAnalysisPage />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
}

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
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:drawing'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FreeAnalysisPage, when many parents send drawings at once', () => {
  it('says where the drawing is in line, follows the line as it moves, then shows the results as usual', async () => {
    const server = stubServer(inLine(3), [inLine(2), inLine(1), inLine(0, 'analysing'), { status: 200, body: analyzeResponse() }]);
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
    expect(server.polls()).toBe(4);
    expect(status().textContent).toBe('Analysis complete');
    await waitMs(500);
    expect(screen.getByRole('heading', { name: "Your child's results" })).toBeTruthy();
    expect(screen.getByText('Analysis Complete!')).toBeTruthy();
    expect(screen.getByText('Target: +25% in 6 months')).toBeTruthy();
    await waitMs(10_000);
    expect(server.polls()).toBe(4);
  }, 15_000);

  it('says so when the place in line has expired, and lets the parent try again', async () => {
    stubServer(inLine(5), [{ status: 404, body: { code: 'NOT_FOUND', message: ANALYSIS_TICKET_NOT_FOUND_MESSAGE } }]);
    renderPage();
    analyzeADrawing();
    await waitMs(1010);
    expect(screen.getByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText(ANALYSIS_TICKET_NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Analyze drawing' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps asking through a brief outage, and shows a refusal that comes after waiting in line', async () => {
    const refused = { code: 'NOT_A_DRAWING', message: "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light" };
    const server = stubServer(inLine(1), [
      { status: 503, body: { code: 'UNAVAILABLE', message: 'Kritzel is briefly unavailable. Please try again in a minute.' } },
      { status: 422, body: refused },
    ]);
    renderPage();
    analyzeADrawing();
    await waitMs(1010);
    expect(server.polls()).toBe(1);
    expect(screen.queryByText('Analysis Failed')).toBeNull();
    await waitMs(3000);
    expect(server.polls()).toBe(2);
    expect(screen.getByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText(refused.message)).toBeTruthy();
  });
});
