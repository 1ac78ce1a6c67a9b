import type { AnalyzeDrawingResponse } from '../../../contracts/analysis.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { MEASURE_POOL_SIZE } from '../../providers/ai/local/analyze-drawing.ts';
import { AnalysisLine, DEFAULT_LINE_OPTIONS, type AnalysisLineOptions } from './analysis-line.ts';

export type FreeAnalysisLine = AnalysisLine<AnalyzeDrawingResponse>;

let testOptions: Partial<AnalysisLineOptions> = {};

/** Tests force a short line or no patience at all; apps built afterwards use these options. */
export function setFreeAnalysisLineOptionsForTests(options: Partial<AnalysisLineOptions>): void {
  testOptions = options;
}

/**
 * The free analysis's line for one app (one process). The local analyser's work is CPU: two
 * analyses per measure thread keep the pool busy (one is re-encoded by sharp while the other is
 * measured) and more would only wait inside it. An external model's work is mostly waiting on
 * the network, so more run at once; their measuring still queues in the pool.
 */
export function createFreeAnalysisLine(analyser: Analyser, onLateFailure: (error: unknown) => void): FreeAnalysisLine {
  const running = analyser.name === 'local' ? 2 * MEASURE_POOL_SIZE : 8 * MEASURE_POOL_SIZE;
  return new AnalysisLine({ ...DEFAULT_LINE_OPTIONS, running, ...testOptions, onLateFailure });
}
