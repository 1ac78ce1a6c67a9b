// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API, AiProviderStatus } from '../../../../contracts/account';
import { AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { SERVED_AGE_MESSAGE } from '../../../../contracts/vocabulary';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { signedIn } from '../../../../test/web-fixtures';
import { analyzeResponse } from '../test-fixtures';
import { cleanUpFreeAnalysisPage, renderFreeAnalysisPage, stubObjectUrls } from '../test-page';

const ANALYZE_URL = '/api/drawings/analyze';

/** Signed out, on a server without an external AI provider; each test answers the analysis itself. */
const server = mockApi(signedIn(null), answer.get(ACCOUNT_API.aiStatus, AiProviderStatus, { externalAiConfigured: false }));
const analyzeCalls = () => server.requests('POST', ANALYZE_URL);
/** The drawing's form as sent; read once the request has arrived. */
const sentForm = async () => {
  await vi.waitFor(() => expect(analyzeCalls()[0]?.form).toBeDefined());
  return analyzeCalls()[0]!.form!;
};

/** The analysis answers once the test calls the returned function. */
function answerAnalysisLater() {
  let release: (result: AnalyzeDrawingResponse) => void = () => undefined;
  const result = new Promise<AnalyzeDrawingResponse>((resolve) => (release = resolve));
  server.use(answer.post(ANALYZE_URL, AnalyzeDrawingResponse, () => result));
  return release;
}

function drawing(name = 'drawing.png', type = 'image/png', size?: number): File {
  const file = new File(['png bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const chooseFile = (file: File) => fireEvent.change(document.querySelector('input[name="drawing-file"]') as HTMLInputElement, { target: { files: [file] } });
const analyzeButton = () => screen.getByRole('button', { name: /Analyze drawing|Analyzing/ });
const status = () => screen.getByRole('status').textContent;

beforeEach(stubObjectUrls);
afterEach(cleanUpFreeAnalysisPage);

describe('FreeAnalysisPage, before analysing', () => {
  it("presets difficulty and challenge from the landing page's medium link", () => {
    renderFreeAnalysisPage('difficulty=medium&challenge=draw-person');
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Draw a Person')).toBeTruthy();
  });

  it('defaults to easy with no challenge label', () => {
    renderFreeAnalysisPage();
    expect((screen.getByRole('radio', { name: 'Easy' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Challenge:/)).toBeNull();
  });

  it('asks for a drawing when Analyze is pressed without one', async () => {
    renderFreeAnalysisPage();
    fireEvent.click(analyzeButton());
    expect(await screen.findByText('No file selected')).toBeTruthy();
    expect(screen.getByText('Please select a drawing to analyze')).toBeTruthy();
    expect(analyzeCalls()).toHaveLength(0);
  });

  it('refuses a file over 10MB in the browser and a dropped non-image', async () => {
    renderFreeAnalysisPage();
    chooseFile(drawing('huge.png', 'image/png', 11 * 1024 * 1024));
    expect(await screen.findByText('File too large')).toBeTruthy();
    expect(screen.getByText('Please select an image under 10MB')).toBeTruthy();
    expect(screen.queryByAltText("Your child's drawing")).toBeNull();

    const dropZone = screen.getByText(/choose one from your device/).closest('div') as HTMLElement;
    fireEvent.drop(dropZone, { dataTransfer: { files: [drawing('notes.pdf', 'application/pdf')] } });
    expect(await screen.findByText('Please upload a JPG or PNG image')).toBeTruthy();
    expect(screen.queryByAltText("Your child's drawing")).toBeNull();

    fireEvent.drop(dropZone, { dataTransfer: { files: [drawing('mia.jpg', 'image/jpeg')] } });
    expect(screen.getByAltText("Your child's drawing")).toBeTruthy();
    expect(screen.getByText('mia.jpg')).toBeTruthy();
    expect(analyzeCalls()).toHaveLength(0);
  });

  it('offers the birth years of a child aged 3 to 10, refuses a child under 3 and reads a served age back', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 5, 15) }); // 15 June 2025
    try {
      renderFreeAnalysisPage();
      const years = [...screen.getByLabelText('Year').querySelectorAll('option')].map((option) => option.value).filter(Boolean);
      expect(years).toEqual(['2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015', '2014']);
      fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
      fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2022' } }); // July 2022: 35 months
      expect(screen.getByRole('alert').textContent).toBe(SERVED_AGE_MESSAGE);
      fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2020' } });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText('Your child is 4 years 11 months old.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('FreeAnalysisPage, analysing', () => {
  it('steps through the progress messages every 3 s, then shows the results 500 ms after completion', async () => {
    vi.useFakeTimers();
    const release = answerAnalysisLater();
    renderFreeAnalysisPage('difficulty=medium&challenge=draw-person');
    chooseFile(drawing());
    fireEvent.click(analyzeButton());
    expect(status()).toBe('Uploading image');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    for (const [message, percent] of [
      ['Processing image', '25'],
      ['Measuring lines and shapes', '50'],
      ['Evaluating development markers', '75'],
      ['Generating assessment', '90'],
    ]) {
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(status()).toBe(message);
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(percent);
    }
    const form = await sentForm();
    expect(form.get('difficulty')).toBe('medium');
    expect(form.get('challenge')).toBe('draw-person');
    expect(form.get('childAge')).toBeNull();
    // Its file name does not survive jsdom's FormData crossing Node's fetch; its type does.
    expect((form.get('image') as File).type).toBe('image/png');

    release(analyzeResponse());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(status()).toBe('Analysis complete');
    expect(screen.queryByRole('heading', { name: "Your child's results" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));

    const heading = screen.getByRole('heading', { name: "Your child's results" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Analysis Complete!')).toBeTruthy();
    expect(screen.getByText("Your child's drawing results are ready.")).toBeTruthy();
    expect(screen.getByText('Drawings like this one are made by children aged about 4 to 6 ½')).toBeTruthy();
    expect(screen.queryByText(/5 years 2 months/)).toBeNull();
    expect(screen.getByText('5 years')).toBeTruthy();
    expect(screen.getByText("Within the range we'd expect for your child's age")).toBeTruthy();
    expect(screen.getByText(/six checkpoints along the way, and at the end the change measured/)).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getAllByText(/^Week \d$/)).toHaveLength(3);
    expect(screen.getByText('23 more challenges')).toBeTruthy();
    expect(screen.getByText('This is an estimate from one drawing, not a diagnosis.')).toBeTruthy();
    const signUp = screen.getByRole('link', { name: 'Create an account' });
    expect(signUp.getAttribute('href')).toBe('/sign-up?returnTo=%2Fcheckout%3FdrawingId%3Ddrw_123');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/api/login?returnTo=%2Fcheckout%3FdrawingId%3Ddrw_123');

    fireEvent.click(screen.getByRole('button', { name: 'Analyze another drawing' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: "Your child's drawing" }));
    expect(screen.queryByAltText("Your child's drawing")).toBeNull();
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
  });

  it("sends the age in months and shows the server's words for a refused file", async () => {
    server.use(answerError('post', ANALYZE_URL, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a JPG or PNG image' }));
    renderFreeAnalysisPage();
    const thisYear = new Date().getFullYear();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: String(new Date().getMonth() + 1) } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(thisYear - 5) } });
    chooseFile(drawing());
    fireEvent.click(analyzeButton());
    expect((await sentForm()).get('childAge')).toBe('60');
    expect(analyzeCalls()).toHaveLength(1);
    expect(await screen.findByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText('Please upload a JPG or PNG image')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByAltText("Your child's drawing")).toBeTruthy();
  });
});
