/**
 * The free analysis's line (issue 17): when many parents send drawings at once, each request
 * still gets an answer within about two seconds — the result, or its place in line.
 *
 * - At most `running` analyses run at once (storing, re-encoding, measuring): enough to keep the
 *   measure pool busy, few enough that sharp's decoding and the upload temp files do not crowd
 *   the rest of the API. The others wait here, first come first served.
 * - Patience is `answerWithinMs` from the request's arrival. A request that has to wait is kept
 *   waiting only if its result is expected within it (from the recent analysis time and its place
 *   in line), and never longer: then it is answered 202 with a ticket and its position, and the
 *   browser polls the ticket.
 * - A request that finds a free place and nobody waiting is answered 200 as before, however long
 *   it takes (a cold start compiles OpenCV; an external model answers in its own time): the usual
 *   case keeps the spec's synchronous behaviour. Only when a line forms behind it does it get the
 *   same patience as the others.
 *
 * The line lives in this process's memory, like the measure pool it feeds, and a ticket is bound
 * to the process that took the drawing. Why not a shared queue (a table, pg-boss): the wait is
 * seconds, the work is this process's CPU, and the admission decision is made from this process's
 * load; another process pulling queued drawings would break its own two-second promise, and a
 * job poll would add up to a second to every queued drawing. What must not be lost is shared:
 * a finished analysis is the `drawings` row whose id is the ticket, so any process (and this one
 * after a restart) answers a finished ticket from the database for `ticketTtlMs`. While a drawing
 * waits, its position and a refusal (422, 415…) are known only to its process: with several API
 * processes the load balancer must send a visitor's polls to the same process (sticky sessions,
 * as for any in-memory state). A graceful shutdown first finishes what is in line (onClose, within
 * the shutdown's time limit), so a deploy loses no drawing that can be analysed meanwhile; a crash
 * loses the waiting ones, as it loses requests in flight, and their tickets then answer 404
 * "please analyze again".
 */
import { AppError } from '../../platform/errors.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type AnalysisLineOptions = {
  /** Analyses run at once. */
  running: number;
  /** The longest a request waits in line before it is answered with a ticket. */
  answerWithinMs: number;
  /** How long a ticket is kept after its analysis ended, for the browser to fetch it. */
  ticketTtlMs: number;
  /** Drawings that may wait, and their bytes (uploads are held in memory while they wait). */
  maxWaiting: number;
  maxWaitingBytes: number;
  /** The first guess of one analysis's time, before any has finished. */
  initialEstimateMs: number;
  /** Told of an error no request is there to answer with (the ticket was handed out). */
  onLateFailure?: (error: unknown) => void;
};

export const DEFAULT_LINE_OPTIONS: Omit<AnalysisLineOptions, 'running'> = {
  answerWithinMs: 1500,
  ticketTtlMs: 10 * 60_000,
  maxWaiting: 200,
  maxWaitingBytes: 256 * 1024 * 1024,
  initialEstimateMs: 1000,
};

/** A drawing not analysed yet: its place in line (1 is next), or being analysed now. */
export type PendingView = { state: 'waiting'; position: number; pollAfterMs: number } | { state: 'analysing'; pollAfterMs: number };

/** What a ticket says now. `failed` carries the error the request would have got. */
export type TicketView<T> = PendingView | { state: 'done'; value: T } | { state: 'failed'; error: unknown };

/** A request's answer: the result now (or its error, thrown), or a ticket to poll. */
export type JoinOutcome<T> = { answered: 'now'; value: T } | { answered: 'later'; view: PendingView };

type Entry<T> = {
  id: string;
  /** The signed-in parent who sent it; null for a visitor (the ticket itself is the secret). */
  owner: string | null;
  bytes: number;
  /** Dropped once started, so a waiting upload's bytes go with it. */
  work: (() => Promise<T>) | undefined;
  state: 'waiting' | 'analysing' | 'done' | 'failed';
  /** Its request was answered with the ticket. */
  handedOut: boolean;
  startedAt?: number;
  value?: T;
  error?: unknown;
  expiresAt?: number;
  settled: Promise<void>;
  settle: () => void;
};

/** Weight of the newest analysis in the running estimate. */
const ESTIMATE_WEIGHT = 0.3;
const POLL_MIN_MS = 500;
const POLL_MAX_MS = 3000;
/** How often a request that found no line checks whether one has formed behind it. */
const LINE_CHECK_MS = 100;

export class AnalysisLine<T> {
  private readonly options: AnalysisLineOptions;
  private readonly waiting: Entry<T>[] = [];
  private readonly tickets = new Map<string, Entry<T>>();
  private running = 0;
  private waitingBytes = 0;
  private estimateMs: number;
  private readonly now: () => number;

  constructor(options: AnalysisLineOptions, now: () => number = () => performance.now()) {
    this.options = { ...options, running: Math.max(1, Math.floor(options.running)) };
    this.estimateMs = options.initialEstimateMs;
    this.now = now;
  }

  /**
   * Puts a drawing in line and waits as long as the line allows; `elapsedMs` of the request's
   * patience went on receiving it. An error of the work itself is thrown when answered now, and
   * kept on the ticket otherwise.
   */
  async join(drawing: { id: string; owner: string | null; bytes: number; elapsedMs: number }, work: () => Promise<T>): Promise<JoinOutcome<T>> {
    const { id, owner, bytes } = drawing;
    this.sweep();
    if (this.waiting.length >= this.options.maxWaiting || this.waitingBytes + bytes > this.options.maxWaitingBytes) {
      throw new AppError('UNAVAILABLE', messageKey('errors.analysis.lineFull'));
    }
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const entry: Entry<T> = { id, owner, bytes, work, state: 'waiting', handedOut: false, settled, settle };
    const noLine = this.waiting.length === 0 && this.running < this.options.running;
    this.tickets.set(id, entry);
    this.waiting.push(entry);
    this.waitingBytes += bytes;
    this.startNext();

    const patienceMs = Math.max(0, this.options.answerWithinMs - drawing.elapsedMs);
    const ended = () => entry.state === 'done' || entry.state === 'failed';
    if (noLine) {
      // Nobody else waits: answered when done, as always (a cold start, an external model) —
      // unless a line forms meanwhile; then it has the same patience as everyone in it.
      await raceTimer(settled, patienceMs);
      while (!ended() && this.waiting.length === 0) await raceTimer(settled, LINE_CHECK_MS);
    } else if (this.expectedFinishMs(entry) <= patienceMs) {
      await raceTimer(settled, patienceMs);
    }
    if (ended()) {
      this.tickets.delete(id); // answered in this request: nobody will ask for the ticket
      if (entry.state === 'failed') throw entry.error;
      return { answered: 'now', value: entry.value as T };
    }
    entry.handedOut = true;
    return { answered: 'later', view: this.pendingView(entry) };
  }

  /**
   * What the ticket says, for its owner; undefined when unknown here, expired, or someone
   * else's. A finished result is handed out once and then forgotten: the database keeps it.
   */
  view(id: string, viewer: string | null): TicketView<T> | undefined {
    this.sweep();
    const entry = this.tickets.get(id);
    if (!entry || (entry.owner !== null && entry.owner !== viewer)) return undefined;
    if (entry.state === 'done') this.tickets.delete(id);
    return this.viewOf(entry);
  }

  /** Waits until every drawing in line has been analysed (for a graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.all([...this.tickets.values()].map((entry) => entry.settled));
  }

  /** How long a ticket is kept after its analysis ended. */
  get ticketTtlMs(): number {
    return this.options.ticketTtlMs;
  }

  /** For logs and tests: how busy the line is. */
  stats(): { running: number; waiting: number; waitingBytes: number; estimateMs: number } {
    return { running: this.running, waiting: this.waiting.length, waitingBytes: this.waitingBytes, estimateMs: Math.round(this.estimateMs) };
  }

  private viewOf(entry: Entry<T>): TicketView<T> {
    if (entry.state === 'done') return { state: 'done', value: entry.value as T };
    if (entry.state === 'failed') return { state: 'failed', error: entry.error };
    return this.pendingView(entry);
  }

  /** Polls come about twice before the expected finish, never more often than POLL_MIN_MS. */
  private pendingView(entry: Entry<T>): PendingView {
    if (entry.state === 'waiting') {
      return { state: 'waiting', position: this.waiting.indexOf(entry) + 1, pollAfterMs: pollAfter(this.expectedFinishMs(entry) / 2) };
    }
    const left = this.estimateMs - (this.now() - (entry.startedAt ?? this.now()));
    return { state: 'analysing', pollAfterMs: pollAfter(left) };
  }

  /**
   * When a waiting drawing should be done: every place ahead of it frees one of the `running`
   * slots after about one analysis time each, then it takes one analysis time itself.
   */
  private expectedFinishMs(entry: Entry<T>): number {
    const ahead = this.waiting.indexOf(entry);
    if (ahead < 0) return this.estimateMs;
    return ((ahead + 1) / this.options.running) * this.estimateMs + this.estimateMs;
  }

  private startNext(): void {
    while (this.running < this.options.running && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      const work = entry.work!;
      entry.work = undefined;
      this.waitingBytes -= entry.bytes;
      this.running++;
      entry.state = 'analysing';
      entry.startedAt = this.now();
      // Called on a later tick, so a join() sees its entry in line before the work can finish.
      void Promise.resolve()
        .then(work)
        .then(
          (value) => {
            entry.state = 'done';
            entry.value = value;
          },
          (error: unknown) => {
            entry.state = 'failed';
            entry.error = error;
            if (entry.handedOut) this.options.onLateFailure?.(error);
          },
        )
        .finally(() => {
          const took = this.now() - (entry.startedAt ?? this.now());
          this.estimateMs += ESTIMATE_WEIGHT * (took - this.estimateMs);
          this.running--;
          entry.expiresAt = this.now() + this.options.ticketTtlMs;
          entry.settle();
          this.startNext();
        });
    }
  }

  /** Forgets tickets whose analysis ended longer ago than the ticket lifetime. */
  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.tickets) if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.tickets.delete(id);
  }
}

function pollAfter(ms: number): number {
  return Math.round(Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, ms)));
}

async function raceTimer(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
