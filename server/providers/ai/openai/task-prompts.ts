import type { PromptName } from '../../../../contracts/prompts.ts';
import type { Analyser } from '../analyser.ts';

export type AnalyserTask = Exclude<keyof Analyser, 'name' | 'localOnly'>;

/** Each analyser task runs on exactly one admin-editable prompt, which names its provider and model. */
export const TASK_PROMPTS = {
  analyzeDrawing: 'drawing-analysis',
  evaluateSubmission: 'submission-evaluation',
  evaluateCheckpoint: 'checkpoint-evaluation',
  generatePlan: 'plan-generation',
  generateConversation: 'conversation',
  generateExamples: 'examples',
  transcribe: 'transcription',
} as const satisfies Record<AnalyserTask, PromptName>;
