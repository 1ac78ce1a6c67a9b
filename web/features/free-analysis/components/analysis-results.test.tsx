// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { analysisFailedDescription } from '../hooks/use-free-analysis';
import { analyzeResponse } from '../test-fixtures';
import { AnalysisResults } from './analysis-results';

function renderResults(signedIn: boolean, overrides: Parameters<typeof analyzeResponse>[0] = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      signedIn
        ? Response.json({ id: 'u1', email: 'anna@example.com', firstName: 'Anna', lastName: null, role: 'parent', createdAt: '2025-01-01T00:00:00.000Z' })
        : Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnalysisResults response={analyzeResponse(overrides)} previewUrl="blob:drawing" onAnalyzeAnother={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnalysisResults', () => {
  it('words a result below the range gently, with what happens next and who to ask', () => {
    renderResults(false, { developmentStatus: 'behind', actualAge: undefined, stage: 'scribbling' });
    expect(
      screen.getByText('Keep practising — we re-check at each checkpoint; talk to your paediatrician if you are worried'),
    ).toBeTruthy();
    expect(screen.queryByText("Your child's age")).toBeNull();
    expect(screen.getByText('Exploring marks (scribbling stage)')).toBeTruthy();
  });

  it('says Ahead for an advanced result', () => {
    renderResults(false, { developmentStatus: 'advanced' });
    expect(screen.getByText('Ahead')).toBeTruthy();
  });

  it('offers a signed-in parent to start a plan from this drawing', async () => {
    renderResults(true);
    const start = await screen.findByRole('link', { name: 'Start a plan' });
    expect(start.getAttribute('href')).toBe('/checkout?drawingId=drw_123');
    expect(screen.queryByRole('link', { name: 'Sign in to start a plan' })).toBeNull();
  });
});

describe('analysisFailedDescription', () => {
  const failed = 'There was an error analyzing the drawing. Please try again.';
  it("uses the server's words for too large, wrong type and too many requests", () => {
    expect(analysisFailedDescription(new Error('413: {"code":"PAYLOAD_TOO_LARGE","message":"Please select an image under 10MB"}'))).toBe(
      'Please select an image under 10MB',
    );
    expect(analysisFailedDescription(new Error('429: {"code":"RATE_LIMITED","message":"Too many requests."}'))).toBe('Too many requests.');
  });

  it('keeps the spec text for anything else', () => {
    expect(analysisFailedDescription(new Error('500: {"code":"INTERNAL","message":"Something went wrong"}'))).toBe(failed);
    expect(analysisFailedDescription(new Error('413: <html>proxy</html>'))).toBe(failed);
    expect(analysisFailedDescription(new TypeError('Failed to fetch'))).toBe(failed);
  });
});
