import { useMutation } from '@tanstack/react-query';
import type { AnalyzeDrawingResponse, Difficulty, FreeChallenge } from '../../../../contracts/analysis';
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

/** POST /api/drawings/analyze (spec 001 §7): multipart, anonymous allowed. */
export async function analyzeDrawing(input: AnalyzeDrawingInput): Promise<AnalyzeDrawingResponse> {
  const form = new FormData();
  form.append('image', input.image);
  if (input.childAge !== undefined) form.append('childAge', String(input.childAge));
  form.append('difficulty', input.difficulty);
  form.append('challenge', input.challenge);
  if (input.aiProviderConsent) form.append('aiProviderConsent', 'true');
  const res = await uploadForm('/api/drawings/analyze', form);
  return (await res.json()) as AnalyzeDrawingResponse;
}

export function useAnalyzeDrawing() {
  return useMutation({ mutationFn: analyzeDrawing });
}
