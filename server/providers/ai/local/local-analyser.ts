import type { Analyser } from '../analyser.ts';
import { analyzeDrawingLocally } from './analyze-drawing.ts';
import { evaluateCheckpointLocally } from './evaluate-checkpoint.ts';
import { evaluateSubmissionLocally } from './evaluate-submission.ts';
import { generateConversationLocally, generateExamplesLocally, generatePlanLocally } from './plan/index.ts';

/**
 * The offline default: every task from measurements and the curated library, the same
 * answer for the same input. Transcription needs a speech model, which is not shipped:
 * recordings are kept to listen to, without a written transcript.
 */
export function createLocalAnalyser(): Analyser {
  return {
    name: 'local',
    analyzeDrawing: analyzeDrawingLocally,
    evaluateSubmission: evaluateSubmissionLocally,
    evaluateCheckpoint: evaluateCheckpointLocally,
    generatePlan: async (input) => generatePlanLocally(input),
    generateConversation: async (input) => generateConversationLocally(input),
    generateExamples: async (input) => generateExamplesLocally(input),
    transcribe: async () => null,
  };
}
