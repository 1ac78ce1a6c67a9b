// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CorrectTaskRequest, TASK_MESSAGES, TaskResult } from '../../../../contracts/tasks';
import { STATUS_LABELS, TASK_STATUS_LABELS } from '../../../../contracts/status-wording';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { i18nStore, setMessagesForTests } from '@/i18n/i18n-store';
import { TASK_LOAD_FAILED } from './task-result-page';
import { renderTaskRoutes, shapeTask, TASK_ID } from '../test-fixtures';

const URL_OF_TASK = `/api/tasks/${TASK_ID}`;
const server = mockApi();
const read = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

afterEach(cleanup);

describe('TaskResultPage', () => {
  it('heads with the range in words and how often it holds, with no status for a typical child', async () => {
    server.use(answer.get(URL_OF_TASK, TaskResult, shapeTask()));
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    expect(screen.getByRole('status').textContent).toBe('Loading the result');
    expect(await screen.findByText('about 4 ½ to 5 ½ years on this task')).toBeTruthy();
    expect(screen.getByText('This range holds for about 8 in 10 children.')).toBeTruthy();
    expect(screen.queryByText(STATUS_LABELS.typical)).toBeNull();
    expect(read()).toMatch(/not a diagnosis/);
    expect(screen.getByText('Beery & Beery (2010), VMI')).toBeTruthy();
    // Each copy beside its model, and an empty box said plainly.
    const circle = screen.getByRole('heading', { name: 'Circle' }).closest('li')!;
    expect(within(circle).getByRole('img', { name: 'Model: Circle' })).toBeTruthy();
    expect(within(circle).getByAltText("Your child's copy: Circle")).toBeTruthy();
    expect((within(circle).getByRole('radio', { name: 'Copied' }) as HTMLInputElement).checked).toBe(true);
    const diamond = screen.getByRole('heading', { name: 'Diamond' }).closest('li')!;
    expect(within(diamond).getByText('No copy in the photo')).toBeTruthy();
    expect((within(diamond).getByRole('radio', { name: 'Empty' }) as HTMLInputElement).checked).toBe(true);
  });

  it('words a result below the range gently, and never says behind', async () => {
    const estimate = { ...shapeTask().estimate, status: 'behind' as const, words: 'about 3 to 4 years on this task' };
    server.use(answer.get(URL_OF_TASK, TaskResult, shapeTask({ estimate })));
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    expect(await screen.findByText(TASK_STATUS_LABELS.behind)).toBeTruthy();
    expect(screen.queryByText(/re-check at each checkpoint/)).toBeNull();
    expect(read()).not.toMatch(/behind|delay/i);
  });

  it("sends the parent's correction, shows the new estimate, and keeps Kritzel's result beside it", async () => {
    server.use(
      answer.get(URL_OF_TASK, TaskResult, shapeTask()),
      answer.patch(URL_OF_TASK, TaskResult, () => {
        const task = shapeTask();
        const items = task.items.map((item) => (item.item === 'square' ? { ...item, result: 'pass' as const, corrected: true } : item));
        return { ...task, items, estimate: { ...task.estimate, range: { min: 60, max: 72 }, words: 'about 5 to 6 years on this task' } };
      }),
    );
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    const square = (await screen.findByRole('heading', { name: 'Square' })).closest('li')!;
    fireEvent.click(within(square).getByRole('radio', { name: 'Copied' }));
    expect(await screen.findByText('about 5 to 6 years on this task')).toBeTruthy();
    expect(CorrectTaskRequest.parse(server.requests('PATCH', URL_OF_TASK)[0]!.body)).toEqual({ items: [{ item: 'square', result: 'pass' }] });
    expect(within(square).getByText('You corrected this.')).toBeTruthy();
    expect(within(square).getByText(/Kritzel saw: Not yet\./)).toBeTruthy();
    expect((within(square).getByRole('radio', { name: 'Copied' }) as HTMLInputElement).checked).toBe(true);
  });

  it("says so when a correction cannot be saved, in the server's words", async () => {
    server.use(
      answer.get(URL_OF_TASK, TaskResult, shapeTask()),
      answerError('patch', URL_OF_TASK, 400, { code: 'VALIDATION_FAILED', message: 'This item is not on the task.' }),
    );
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    const square = (await screen.findByRole('heading', { name: 'Square' })).closest('li')!;
    fireEvent.click(within(square).getByRole('radio', { name: 'Copied' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This item is not on the task.');
  });

  it('shows the ticked parts of a person drawing', async () => {
    const person = shapeTask({
      task: 'person',
      sheet: null,
      items: [
        { item: 'head', label: 'Head', result: 'pass', scored: null, confidence: null, crop: null, corrected: false },
        { item: 'eyes', label: 'Eyes', result: 'pass', scored: null, confidence: null, crop: null, corrected: false },
        { item: 'neck', label: 'Neck', result: 'fail', scored: null, confidence: null, crop: null, corrected: false },
      ],
    });
    server.use(answer.get(URL_OF_TASK, TaskResult, person));
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    expect(await screen.findByRole('heading', { name: 'The parts you ticked' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Pictured: Eyes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Neck' })).toBeNull();
    expect((screen.getAllByRole('radio', { name: 'Drawn' }) as HTMLInputElement[]).every((radio) => radio.checked)).toBe(true);
  });

  it('says a result that does not exist is not found, and offers the sheet', async () => {
    server.use(answerError('get', URL_OF_TASK, 404, { code: 'NOT_FOUND', message: TASK_MESSAGES.notFound }));
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe(TASK_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Try the shape sheet' }).getAttribute('href')).toBe('/tasks/shapes');
  });

  it('offers to try again when the result could not be read', async () => {
    server.use(answerError('get', URL_OF_TASK, 503, { code: 'UNAVAILABLE', message: 'The service is busy. Please try again in a minute.' }));
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    expect(await screen.findByText('The service is busy. Please try again in a minute.')).toBeTruthy();
    server.use(answer.get(URL_OF_TASK, TaskResult, shapeTask()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('about 4 ½ to 5 ½ years on this task')).toBeTruthy();
    expect(i18nStore.get().t(TASK_LOAD_FAILED)).toBe('This result could not be loaded.');
  });
});

// Issue 37: the range is said from its numbers in the page's language, and each copy by its own name.
describe('TaskResultPage in German', () => {
  afterEach(() => setMessagesForTests('en', { ...enCore, ...enApp }));

  it('says the range, the coverage, each shape and its result in German', async () => {
    setMessagesForTests('de', { ...deCore, ...deApp });
    server.use(answer.get(URL_OF_TASK, TaskResult, shapeTask()));
    renderTaskRoutes(`/tasks/${TASK_ID}`);
    expect(await screen.findByText('etwa 4 ½ bis 5 ½ Jahre bei dieser Aufgabe')).toBeTruthy();
    expect(screen.getByText('Diese Spanne trifft auf etwa 8 von 10 Kindern zu.')).toBeTruthy();
    expect(read()).toContain('5 Jahre 2 Monate');
    const circle = screen.getByRole('heading', { name: 'Kreis' }).closest('li')!;
    expect(within(circle).getByRole('img', { name: 'Vorlage: Kreis' })).toBeTruthy();
    expect((within(circle).getByRole('radio', { name: 'Abgezeichnet' }) as HTMLInputElement).checked).toBe(true);
    expect(read()).not.toMatch(/years|Your child/);
  });
});
