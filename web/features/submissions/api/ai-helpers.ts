import { useMutation } from '@tanstack/react-query';
import { GenerateConversationResponse, GenerateExamplesResponse } from '../../../../contracts/ai-helpers';
import { api } from '@/lib/api-client';

/** POST /api/ai/generate-conversation → lines prefixed "Parent:" or "Child:" (others are ignored). */
export function useGenerateConversation() {
  return useMutation({
    mutationFn: (body: { challengeInstructions: string[]; challengeTitle?: string }) =>
      api.post('/api/ai/generate-conversation', body, GenerateConversationResponse),
  });
}

/** POST /api/ai/generate-examples → five themed variations. */
export function useGenerateExamples() {
  return useMutation({
    mutationFn: (body: { challengeTitle: string; challengeInstructions: string[] }) => api.post('/api/ai/generate-examples', body, GenerateExamplesResponse),
  });
}
