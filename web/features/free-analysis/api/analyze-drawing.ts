import { useMutation } from '@tanstack/react-query';
import type { AnalysisInLine, AnalyzeDrawingResponse, Difficulty, FreeChallenge } from '../../../../contracts/analysis';
import { errorStatus, readResponse, throwIfNotOk } from '@/lib/api';
import { uploadForm } from '@/lib/upload-form';

export interface AnalyzeDrawingInput {
  image: File;
  /** The child's age in months, when the parent gave a birth month and year. */
  childAge?: number;
  difficulty: Difficulty;
  challenge: FreeChallenge;
  /** A visitor ticked the optional box: this drawing may go to the external AI provider. */
  aiProviderConsent?: boolean;
}

export interface AnalyzeDrawingCall {
  input: AnalyzeDrawingInput;
  /** Told each time the drawing's place in line is known or has moved. */
  onInLine?: (line: AnalysisInLine) => void;
  /** Stops waiting in line (the page was left). */
  signal?: AbortSignal;
}

type Answer = { result: AnalyzeDrawingResponse; line?: undefined } | { line: AnalysisInLine; result?: undefined };

/**
 * A poll that failed on the way (no network, a server finishing its line before a restart) is
 * tried again, for about as long as a server takes to shut down.
 */
const TRANSIENT_RETRIES = 10;
const TRANSIENT_RETRY_MS = 3000;

/**
 * POST /api/drawings/analyze (spec 001 §7): multipart, anonymous allowed. When many parents send
 * drawings at once the server answers 202 with the drawing's place in line; this then asks
 * GET /api/drawings/analyze/:ticket when the server says, until the result (or its error) comes:
 * the caller gets a result or an error either way, as before.
 */
export async function analyzeDrawing({ input, onInLine, signal }: AnalyzeDrawingCall): Promise<AnalyzeDrawingResponse> {
  const form = new FormData();
  form.append('image', input.image);
  if (input.childAge !== undefined) form.append('childAge', String(input.childAge));
  form.append('difficulty', input.difficulty);
  form.append('challenge', input.challenge);
  if (input.aiProviderConsent) form.append('aiProviderConsent', 'true');
  let answer = await readAnswer(await uploadForm('/api/drawings/analyze', form));
  while (answer.line) {
    onInLine?.(answer.line);
    await sleep(answer.line.pollAfterMs, signal);
    answer = await askTicket(answer.line.ticket, signal);
  }
  return answer.result;
}

export function useAnalyzeDrawing() {
  return useMutation({ mutationFn: analyzeDrawing });
}

/** This page stays zod-free (decision 017): the contract's types only, no parse. */
async function readAnswer(res: Response): Promise<Answer> {
  return res.status === 202 ? { line: await readResponse<AnalysisInLine>(res) } : { result: await readResponse<AnalyzeDrawingResponse>(res) };
}

/** GET /api/drawings/analyze/:ticket; a refusal throws ApiError like every other call. */
async function askTicket(ticket: string, signal: AbortSignal | undefined, failures = 0): Promise<Answer> {
  try {
    const res = await fetch(`/api/drawings/analyze/${encodeURIComponent(ticket)}`, { credentials: 'include', signal });
    await throwIfNotOk(res);
    return await readAnswer(res);
  } catch (error) {
    if (signal?.aborted || failures >= TRANSIENT_RETRIES || !isTransient(error)) throw error;
    await sleep(TRANSIENT_RETRY_MS, signal);
    return askTicket(ticket, signal, failures + 1);
  }
}

/** No answer at all (a network error), too many requests, or a server briefly away. */
function isTransient(error: unknown): boolean {
  const status = errorStatus(error);
  return status === null || status === 429 || status === 502 || status === 503 || status === 504;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
