/**
 * A measure worker: one thread with its own OpenCV instance, measuring one drawing at a time
 * for measure-pool.ts. Errors go back as messages, so one bad photo never kills the thread.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import type { NotADrawingReason } from './not-a-drawing.ts';
import { measureDrawing } from './measure-drawing.ts';
import { NOT_A_DRAWING, NotADrawingError } from './not-a-drawing.ts';
import { loadOpenCv } from './opencv.ts';

export type MeasureRequest = { id: number; image: Uint8Array };
export type MeasureReply =
  | { id: number; ok: true; features: DrawingFeatures; heapBytes: number }
  /** `code` says the photo shows no drawing (a refusal, not a failure), `reason` which kind. */
  | { id: number; ok: false; error: string; code?: typeof NOT_A_DRAWING; reason?: NotADrawingReason };

if (!parentPort) throw new Error('measure-worker.ts runs as a worker thread only');
const port = parentPort;

yieldToTheApi();
// Start compiling OpenCV's WASM now, so the first drawing does not wait for it.
void loadOpenCv();

port.on('message', (request: MeasureRequest) => {
  measureDrawing(request.image).then(
    (features) => port.postMessage({ id: request.id, ok: true, features, heapBytes: heapBytes() } satisfies MeasureReply),
    (error: unknown) => port.postMessage(failure(request.id, error) satisfies MeasureReply),
  );
});

function failure(id: number, error: unknown): MeasureReply {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof NotADrawingError) return { id, ok: false, error: message, code: error.code, reason: error.reason };
  return { id, ok: false, error: message };
}

/**
 * On a busy machine the measure thread should lose CPU to the API thread, not the other way
 * round. Linux gives each thread its own nice value; this thread's id comes from /proc. Elsewhere
 * (or without permission) the thread simply keeps normal priority.
 */
function yieldToTheApi(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // not Linux: nothing to do
  }
}

/** This thread's JS heap plus everything V8 tracks outside it (OpenCV's WASM memory). */
function heapBytes(): number {
  const heap = getHeapStatistics();
  return heap.used_heap_size + heap.malloced_memory + heap.external_memory;
}
