import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_LINE_FULL_MESSAGE } from '../../../contracts/analysis.ts';
import { AppError } from '../../platform/errors.ts';
import { AnalysisLine, DEFAULT_LINE_OPTIONS, type AnalysisLineOptions } from './analysis-line.ts';

/** Work that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, work: () => promise };
}

const line = (options: Partial<AnalysisLineOptions> = {}) => new AnalysisLine<string>({ ...DEFAULT_LINE_OPTIONS, running: 1, ...options }, () => Date.now());
const drawing = (id: string, extra: { owner?: string | null; bytes?: number; elapsedMs?: number } = {}) => ({
  id,
  owner: null,
  bytes: 1000,
  elapsedMs: 0,
  ...extra,
});
const tick = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the free analysis line', () => {
  it('answers a drawing that finds no line when it is done, however long that takes', async () => {
    const queue = line({ answerWithinMs: 1500 });
    const work = deferred<string>();
    const answer = queue.join(drawing('a'), work.work);
    await vi.advanceTimersByTimeAsync(10_000);
    work.resolve('result a');
    expect(await answer).toEqual({ answered: 'now', value: 'result a' });
    expect(queue.view('a', null)).toBeUndefined();
  });

  it('answers with a place in line, first come first served, and moves everyone up as drawings finish', async () => {
    const queue = line({ answerWithinMs: 0 });
    const works = ['a', 'b', 'c'].map(() => deferred<string>());
    const a = queue.join(drawing('a'), works[0]!.work);
    const b = await queue.join(drawing('b'), works[1]!.work);
    const c = await queue.join(drawing('c'), works[2]!.work);
    expect(b).toMatchObject({ answered: 'later', view: { state: 'waiting', position: 1 } });
    expect(c).toMatchObject({ answered: 'later', view: { state: 'waiting', position: 2 } });
    await vi.advanceTimersByTimeAsync(100); // the first request notices the line behind it
    expect(await a).toMatchObject({ answered: 'later', view: { state: 'analysing' } });
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2, waitingBytes: 2000 });

    works[0]!.resolve('result a');
    await tick();
    expect(queue.view('b', null)).toMatchObject({ state: 'analysing' });
    expect(queue.view('c', null)).toMatchObject({ state: 'waiting', position: 1 });
    works[1]!.reject(new Error('no drawing'));
    works[2]!.resolve('result c');
    await tick();
    expect(queue.view('a', null)).toEqual({ state: 'done', value: 'result a' });
    expect(queue.view('b', null)).toMatchObject({ state: 'failed', error: new Error('no drawing') });
    // A finished result is handed out once (the database keeps it); a failure stays until it expires.
    expect(queue.view('a', null)).toBeUndefined();
    expect(queue.view('b', null)).toMatchObject({ state: 'failed' });
    expect(queue.view('c', null)).toEqual({ state: 'done', value: 'result c' });
  });

  it('keeps a request waiting when its result is expected within the patience left, and answers it then', async () => {
    const queue = line({ answerWithinMs: 1500, initialEstimateMs: 500 });
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.join(drawing('a'), first.work);
    // One ahead, one running: expected in (1/1) × 500 + 500 = 1000 ms, within 1500 − 200.
    const b = queue.join(drawing('b', { elapsedMs: 200 }), second.work);
    await vi.advanceTimersByTimeAsync(400);
    first.resolve('result a');
    await vi.advanceTimersByTimeAsync(400);
    second.resolve('result b');
    expect(await b).toEqual({ answered: 'now', value: 'result b' });
    expect(await a).toEqual({ answered: 'now', value: 'result a' });

    // Expected later than the patience left: a ticket at once, without waiting.
    const slow = deferred<string>();
    const c = queue.join(drawing('c'), slow.work);
    const d = await queue.join(drawing('d', { elapsedMs: 1000 }), deferred<string>().work);
    expect(d).toMatchObject({ answered: 'later', view: { state: 'waiting', position: 1 } });
    // …and never longer than the patience, whatever the estimate said.
    const e = queue.join(drawing('e', { elapsedMs: 0 }), deferred<string>().work);
    let answered = false;
    void e.then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(await e).toMatchObject({ answered: 'later', view: { state: 'waiting', position: 2 } });
    slow.resolve('result c');
    await c;
  });

  it('learns how long an analysis takes and asks the browser to come back accordingly', async () => {
    const queue = line({ answerWithinMs: 0, initialEstimateMs: 1000 });
    const first = deferred<string>();
    void queue.join(drawing('a'), first.work);
    const b = await queue.join(drawing('b'), deferred<string>().work);
    expect(b).toMatchObject({ view: { state: 'waiting', position: 1, pollAfterMs: 1000 } }); // (1 + 1) × 1000 / 2
    await vi.advanceTimersByTimeAsync(5000);
    first.resolve('a');
    await tick();
    expect(queue.stats().estimateMs).toBe(2200); // 1000 + 0.3 × (5000 − 1000)
    const c = await queue.join(drawing('c'), deferred<string>().work);
    expect(c).toMatchObject({ view: { state: 'waiting', position: 1, pollAfterMs: 2200 } });
    for (let i = 0; i < 10; i++) void queue.join(drawing(`more-${i}`), deferred<string>().work);
    expect(queue.view('more-9', null)).toMatchObject({ state: 'waiting', position: 11, pollAfterMs: 3000 });
  });

  it('refuses a drawing with 503 when the line is full, by count or by bytes', async () => {
    const queue = line({ answerWithinMs: 0, maxWaiting: 2, maxWaitingBytes: 10_000 });
    void queue.join(drawing('running'), deferred<string>().work);
    await queue.join(drawing('a'), deferred<string>().work);
    await expect(queue.join(drawing('too big', { bytes: 9_500 }), deferred<string>().work)).rejects.toThrow(ANALYSIS_LINE_FULL_MESSAGE);
    await queue.join(drawing('b'), deferred<string>().work);
    const full = await queue.join(drawing('c'), deferred<string>().work).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(AppError);
    expect(full).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: ANALYSIS_LINE_FULL_MESSAGE });
  });

  it("shows a signed-in parent's ticket to that parent only, and forgets tickets after their lifetime", async () => {
    const queue = line({ answerWithinMs: 0, ticketTtlMs: 60_000 });
    const running = deferred<string>();
    void queue.join(drawing('running'), running.work);
    const mine = deferred<string>();
    await queue.join(drawing('mine', { owner: 'parent-1' }), mine.work);
    expect(queue.view('mine', null)).toBeUndefined();
    expect(queue.view('mine', 'parent-2')).toBeUndefined();
    expect(queue.view('mine', 'parent-1')).toMatchObject({ state: 'waiting', position: 1 });
    running.resolve('done');
    mine.reject(new Error('refused'));
    await tick();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(queue.view('mine', 'parent-1')).toMatchObject({ state: 'failed' });
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.view('mine', 'parent-1')).toBeUndefined();
  });

  it('tells of a failure nobody is waiting for, and drains the line before a shutdown', async () => {
    const late: unknown[] = [];
    const queue = line({ answerWithinMs: 0, onLateFailure: (error) => late.push(error) });
    const running = deferred<string>();
    const waiting = deferred<string>();
    const first = queue.join(drawing('a'), running.work);
    await queue.join(drawing('b'), waiting.work);
    await vi.advanceTimersByTimeAsync(100);
    await first;
    let drained = false;
    void queue.drain().then(() => (drained = true));
    running.reject(new Error('measuring failed'));
    await tick();
    expect(late).toEqual([new Error('measuring failed')]);
    expect(drained).toBe(false);
    waiting.resolve('b');
    await tick();
    expect(drained).toBe(true);
  });
});
