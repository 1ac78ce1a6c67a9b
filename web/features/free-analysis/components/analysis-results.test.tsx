// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { parent, signedIn as signedInAs } from '../../../../test/web-fixtures';
import { ApiError } from '@/lib/api';
import { ESTIMATE_RANGE_COVERAGE_TEXT } from '@/lib/format-age';
import { createQueryClient } from '@/lib/query-client';
import { analysisFailedDescription } from '../hooks/use-free-analysis';
import { analyzeResponse } from '../test-fixtures';
import { AnalysisResults } from './analysis-results';

const server = mockApi();

function renderResults(signedIn: boolean, overrides: Parameters<typeof analyzeResponse>[0] = {}) {
  server.use(signedInAs(signedIn ? parent : null));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnalysisResults response={analyzeResponse(overrides)} previewUrl="blob:drawing" onAnalyzeAnother={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

const BEHIND = 'Keep practising — we re-check at each checkpoint; talk to your paediatrician if you are worried';

describe('AnalysisResults', () => {
  it('leads with the calibrated range as the parent reads it, not a number ± 6 months', () => {
    renderResults(false, { cognitiveAge: 62, cognitiveAgeRange: { min: 50, max: 80 }, actualAge: 60 });
    const estimate = screen.getByRole('region', { name: 'Estimated cognitive age' });
    expect(within(estimate).getByText('Likely between 4 years 2 months and 6 years 8 months')).toBeTruthy();
    expect(within(estimate).getByText(`Tested on real children’s drawings, ranges like this are right for ${ESTIMATE_RANGE_COVERAGE_TEXT}.`)).toBeTruthy();
    // The single number is not shown beside its range, and no symmetric ±6 range is made up.
    expect(screen.queryByText(/5 years 2 months/)).toBeNull();
    expect(screen.queryByText(/4 years 8 months|5 years 8 months/)).toBeNull();
    expect(screen.queryByText(/without a tested range/)).toBeNull();
    expect(screen.getByText('5 years')).toBeTruthy();
    expect(screen.getByText('This is an estimate from one drawing, not a diagnosis.')).toBeTruthy();
  });

  it('says a typical result is within the expected range, and never "behind"', () => {
    renderResults(false, { developmentStatus: 'typical' });
    expect(screen.getByText("Within the range we'd expect for your child's age")).toBeTruthy();
    expect(document.body.textContent?.replace(/\s+/g, ' ')).not.toMatch(/behind/i);
  });

  it('words a result below the range gently, with what happens next and who to ask', () => {
    renderResults(false, { developmentStatus: 'behind', cognitiveAgeRange: { min: 30, max: 58 }, actualAge: 66, stage: 'scribbling' });
    expect(screen.getByText(BEHIND)).toBeTruthy();
    expect(screen.getByText('Likely between 2 years 6 months and 4 years 10 months')).toBeTruthy();
    expect(screen.getByText('Exploring marks (scribbling stage)')).toBeTruthy();
    expect(document.body.textContent?.replace(/\s+/g, ' ')).not.toMatch(/behind|delay|below/i);
  });

  it('words an advanced result gently', () => {
    renderResults(false, { developmentStatus: 'advanced', cognitiveAgeRange: { min: 62, max: 100 }, actualAge: 55 });
    expect(screen.getByText("Ahead of what we'd expect for your child's age — every child's path is different")).toBeTruthy();
    expect(screen.queryByText(BEHIND)).toBeNull();
  });

  it('without a birth date, does not claim a comparison with the age it never had', () => {
    renderResults(false, { developmentStatus: 'typical', actualAge: undefined });
    expect(screen.queryByText("Your child's age")).toBeNull();
    expect(screen.queryByText("Within the range we'd expect for your child's age")).toBeNull();
    expect(screen.getByText("Add your child's birth month and year next time, and we'll compare the range with their age")).toBeTruthy();
    expect(screen.getByText('Likely between 4 years 2 months and 6 years 8 months')).toBeTruthy();
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
    expect(analysisFailedDescription(new ApiError(413, '{"code":"PAYLOAD_TOO_LARGE","message":"Please select an image under 10MB"}'))).toBe(
      'Please select an image under 10MB',
    );
    expect(analysisFailedDescription(new ApiError(429, '{"code":"RATE_LIMITED","message":"Too many requests."}'))).toBe('Too many requests.');
  });

  it("says why a photo that shows no drawing was refused, in the server's words", () => {
    const notADrawing = "We couldn't find a drawing in this photo — try a photo of the whole sheet in good light";
    expect(analysisFailedDescription(new ApiError(422, `{"code":"NOT_A_DRAWING","message":"${notADrawing}"}`))).toBe(notADrawing);
  });

  it('keeps the spec text for anything else', () => {
    expect(analysisFailedDescription(new ApiError(500, '{"code":"INTERNAL","message":"Something went wrong"}'))).toBe(failed);
    expect(analysisFailedDescription(new ApiError(413, '<html>proxy</html>'))).toBe(failed);
    expect(analysisFailedDescription(new TypeError('Failed to fetch'))).toBe(failed);
  });
});
