// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHAPE_SHEET_INSTRUCTIONS } from '../../../../contracts/shape-sheet';
import { TASK_MESSAGES, TaskResult } from '../../../../contracts/tasks';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { i18nStore } from '@/i18n/i18n-store';
import { AGE_NEEDED } from '../lib/task-age';
import { renderTaskRoutes, shapeTask, TASK_ID } from '../test-fixtures';

const SCORE_URL = '/api/tasks/shapes/score';
const server = mockApi();
const scoreCalls = () => server.requests('POST', SCORE_URL);

/** A birth month and year that make a child of `months` today. */
function birthOf(months: number, today = new Date()) {
  const index = today.getFullYear() * 12 + today.getMonth() - months;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

function giveBirth(months: number) {
  const { month, year } = birthOf(months);
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: String(month) } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year) } });
}

const choosePhoto = (file = new File(['jpeg bytes'], 'sheet.jpg', { type: 'image/jpeg' })) =>
  fireEvent.change(screen.getByLabelText('Choose a photo of the sheet'), { target: { files: [file] } });
const scoreButton = () => screen.getByRole('button', { name: /Score the sheet|Looking at the copies/ });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sheet'), revokeObjectURL: vi.fn() });
});
afterEach(cleanup);

describe('ShapeSheetPage, getting the sheet', () => {
  it('offers the sheet on A4 and Letter, with the standard instruction', () => {
    renderTaskRoutes('/tasks/shapes');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A closer look: the shape sheet');
    expect(screen.getByRole('link', { name: 'Download A4' }).getAttribute('href')).toBe('/api/tasks/shapes/sheet.pdf?paper=a4');
    expect(screen.getByRole('link', { name: 'Download Letter' }).getAttribute('href')).toBe('/api/tasks/shapes/sheet.pdf?paper=letter');
    for (const line of SHAPE_SHEET_INSTRUCTIONS) expect(screen.getByText(line)).toBeTruthy();
  });

  it('without a printer, shows the models one at a time, big, with Next and Back', () => {
    renderTaskRoutes('/tasks/shapes');
    fireEvent.click(screen.getByRole('button', { name: 'No printer? Show the shapes on screen' }));
    expect(screen.getByText(/left to right and top to bottom/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Shape 1 of 9: Vertical line' })).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement;
    expect(back.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Shape 2 of 9: Horizontal line' })).toBeTruthy();
    for (let i = 0; i < 7; i++) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Shape 9 of 9: Diamond' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(back);
    expect(screen.getByRole('img', { name: 'Shape 8 of 9: Triangle' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the printable sheet' }));
    expect(screen.getByRole('link', { name: 'Download A4' })).toBeTruthy();
  });
});

describe('ShapeSheetPage, the photo', () => {
  it('asks for the age and the photo before sending anything', () => {
    renderTaskRoutes('/tasks/shapes');
    fireEvent.click(scoreButton());
    expect(screen.getByText(i18nStore.get().t(AGE_NEEDED))).toBeTruthy();
    expect(screen.getByText('Please take or choose a photo of the sheet.')).toBeTruthy();
    expect(scoreCalls()).toHaveLength(0);
  });

  it('sends the photo with the age in months, then opens the result at its own address', async () => {
    server.use(answer.post(SCORE_URL, TaskResult, shapeTask()), answer.get(`/api/tasks/${TASK_ID}`, TaskResult, shapeTask()));
    const location = renderTaskRoutes('/tasks/shapes');
    expect(screen.getByText('Photograph the whole sheet flat, with all four corner marks in the picture.')).toBeTruthy();
    giveBirth(62);
    expect(screen.getByText('Your child is 5 years 2 months old.')).toBeTruthy();
    choosePhoto();
    expect(screen.getByAltText('Your photo of the shape sheet').getAttribute('src')).toBe('blob:sheet');
    fireEvent.click(scoreButton());
    expect(await screen.findByText('about 4 ½ to 5 ½ years on this task')).toBeTruthy();
    expect(location.history.at(-1)).toBe(`/tasks/${TASK_ID}`);
    const form = scoreCalls()[0]!.form!;
    expect(form.get('childAge')).toBe('62');
    expect(form.get('sheet')).toBe('printed');
    expect((form.get('photo') as File).type).toBe('image/jpeg');
    expect(form.has('planId')).toBe(false);
    // The answer was kept: the result page did not ask for it again.
    expect(server.requests('GET', `/api/tasks/${TASK_ID}`)).toHaveLength(0);
  });

  it('without a printer, sends the photo as copies on plain paper, with the guidance for a plain page', async () => {
    server.use(answer.post(SCORE_URL, TaskResult, shapeTask()), answer.get(`/api/tasks/${TASK_ID}`, TaskResult, shapeTask()));
    renderTaskRoutes('/tasks/shapes');
    fireEvent.click(screen.getByRole('button', { name: 'No printer? Show the shapes on screen' }));
    expect((screen.getByRole('radio', { name: 'I copied on plain paper' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Photograph the whole page flat, with the shapes copied left to right in rows.')).toBeTruthy();
    giveBirth(62);
    choosePhoto();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('about 4 ½ to 5 ½ years on this task')).toBeTruthy();
    expect(scoreCalls()[0]!.form!.get('sheet')).toBe('plain');
  });

  it('lets a parent who printed nothing say the shapes were copied on plain paper', async () => {
    server.use(answerError('post', SCORE_URL, 422, { code: 'NOT_A_DRAWING', message: TASK_MESSAGES.copiesNotFound }));
    renderTaskRoutes('/tasks/shapes');
    expect((screen.getByRole('radio', { name: 'On the printed sheet' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'I copied on plain paper' }));
    giveBirth(62);
    choosePhoto();
    fireEvent.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toContain(TASK_MESSAGES.copiesNotFound);
    expect(scoreCalls()[0]!.form!.get('sheet')).toBe('plain');
  });

  it("says the sheet was not found in the server's words, and lets the parent try again", async () => {
    server.use(answerError('post', SCORE_URL, 422, { code: 'NOT_A_DRAWING', message: TASK_MESSAGES.sheetNotFound }));
    const location = renderTaskRoutes('/tasks/shapes');
    giveBirth(62);
    choosePhoto();
    fireEvent.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toContain(TASK_MESSAGES.sheetNotFound);
    expect(location.history.at(-1)).toBe('/tasks/shapes');

    server.use(answer.post(SCORE_URL, TaskResult, shapeTask()));
    choosePhoto(new File(['jpeg bytes'], 'again.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByText(TASK_MESSAGES.sheetNotFound)).toBeNull();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('about 4 ½ to 5 ½ years on this task')).toBeTruthy();
    expect(scoreCalls()).toHaveLength(2);
  });

  it('refuses a file that is not a photo in the browser', () => {
    renderTaskRoutes('/tasks/shapes');
    choosePhoto(new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a photo (JPG or PNG).');
    expect(screen.queryByAltText('Your photo of the shape sheet')).toBeNull();
  });
});
