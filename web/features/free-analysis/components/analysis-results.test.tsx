// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { parent, signedIn as signedInAs } from '../../../../test/web-fixtures';
import { ApiError } from '@/lib/api';
import { ONE_DRAWING_SENTENCE } from '@/lib/format-age';
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
const SEEN = ['Lines that join up into closed shapes', 'Straight lines', '3 colours: red, blue and green'];
const read = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe('AnalysisResults', () => {
  it('opens with the stage and what the drawing shows, then the range as the ages of children who draw like this', () => {
    renderResults(false, { cognitiveAge: 62, cognitiveAgeRange: { min: 54, max: 108 }, actualAge: 60, ageComparison: 'compared', seen: SEEN });
    const text = read();
    const stage = text.indexOf('First shapes and symbols (pre-schematic stage)');
    const shows = text.indexOf('What the drawing shows');
    const range = text.indexOf('Drawings like this one are made by children aged about 4 ½ to 9');
    expect(stage).toBeGreaterThan(-1);
    expect(shows).toBeGreaterThan(stage);
    expect(range).toBeGreaterThan(shows);
    for (const item of SEEN) expect(screen.getByText(item)).toBeTruthy();
    const estimate = screen.getByRole('region', { name: 'Drawing age' });
    expect(within(estimate).getByText(ONE_DRAWING_SENTENCE)).toBeTruthy();
    expect(within(estimate).getByRole('link', { name: 'What one drawing can tell' }).getAttribute('href')).toBe('/help/drawing-age');
    // The single number is not shown beside its range, and the old name is gone.
    expect(screen.queryByText(/5 years 2 months/)).toBeNull();
    expect(text).not.toMatch(/cognitive/i);
    expect(screen.getByText('5 years')).toBeTruthy();
    expect(screen.getByText('This is an estimate from one drawing, not a diagnosis.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What went well' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ideas to try next' })).toBeTruthy();
    // Issue 33: what one drawing cannot tell, the shape sheet can; offered without an account.
    expect(screen.getByRole('link', { name: 'A closer look: the shape sheet, 5 minutes' }).getAttribute('href')).toBe('/tasks/shapes');
  });

  it('says a typical result is within the expected range, and never "behind"', () => {
    renderResults(false, { developmentStatus: 'typical', ageComparison: 'compared' });
    expect(screen.getByText("Within the range we'd expect for your child's age")).toBeTruthy();
    expect(read()).not.toMatch(/behind/i);
  });

  it('words a result below the range gently, with what happens next and who to ask', () => {
    renderResults(false, {
      developmentStatus: 'behind',
      ageComparison: 'compared',
      cognitiveAgeRange: { min: 30, max: 58 },
      actualAge: 66,
      stage: 'scribbling',
    });
    expect(screen.getByText(BEHIND)).toBeTruthy();
    expect(screen.getByText('Drawings like this one are made by children aged about 2 ½ to 5')).toBeTruthy();
    expect(screen.getByText('Exploring marks (scribbling stage)')).toBeTruthy();
    expect(read()).not.toMatch(/behind|delay|below/i);
  });

  it('words an advanced result gently', () => {
    renderResults(false, { developmentStatus: 'advanced', ageComparison: 'compared', cognitiveAgeRange: { min: 62, max: 100 }, actualAge: 55 });
    expect(screen.getByText("Ahead of what we'd expect for your child's age — every child's path is different")).toBeTruthy();
    expect(screen.queryByText(BEHIND)).toBeNull();
  });

  it('reads a result stored before ageComparison as compared when it has an age', () => {
    renderResults(false, { developmentStatus: 'advanced', ageComparison: undefined, cognitiveAgeRange: { min: 62, max: 100 }, actualAge: 55 });
    expect(screen.getByText("Ahead of what we'd expect for your child's age — every child's path is different")).toBeTruthy();
  });

  it('for a child outside the tested ages, gives no status and says why, and who can check', () => {
    renderResults(false, { developmentStatus: 'typical', ageComparison: 'outside-calibrated-ages', actualAge: 36, cognitiveAgeRange: { min: 40, max: 90 } });
    expect(
      screen.getByText(
        "Kritzel's drawing analyser was tested on drawings by children aged 4 to 8, known only by whole years, so it compares only between about 4 ½ and 8 ½ years: one drawing cannot place a child of 3 years as ahead or behind. Standard drawing tasks — copying shapes, drawing a person — are how drawing development is checked at this age; your paediatrician can do them with your child.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Within the range we'd expect for your child's age")).toBeNull();
    expect(screen.getByText('3 years')).toBeTruthy();
  });

  it('without a birth date, does not claim a comparison with the age it never had', () => {
    renderResults(false, { developmentStatus: 'typical', ageComparison: 'no-age', actualAge: undefined });
    expect(screen.queryByText("Your child's age")).toBeNull();
    expect(screen.queryByText("Within the range we'd expect for your child's age")).toBeNull();
    expect(screen.getByText("Add your child's birth month and year next time, and we'll compare the range with their age")).toBeTruthy();
    expect(screen.getByText('Drawings like this one are made by children aged about 4 to 6 ½')).toBeTruthy();
  });

  it('leaves out the list of what the drawing shows for a result stored before it', () => {
    renderResults(false, { seen: undefined });
    expect(screen.queryByText('What the drawing shows')).toBeNull();
  });

  it('offers a signed-in parent to start a plan from this drawing', async () => {
    renderResults(true);
    const start = await screen.findByRole('link', { name: 'Start a plan' });
    expect(start.getAttribute('href')).toBe('/checkout?drawingId=drw_123');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
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
