import { useMutation } from '@tanstack/react-query';
import type { ExampleVariation } from '../../../../contracts/analysis';
import { apiRequest } from '@/lib/api';

/** POST /api/ai/generate-conversation → lines prefixed "Parent:" or "Child:" (others are ignored). */
export function useGenerateConversation() {
  return useMutation({
    mutationFn: async (body: { challengeInstructions: string[]; challengeTitle?: string }) => {
      const res = await apiRequest('POST', '/api/ai/generate-conversation', body);
      return (await res.json()) as { conversation: string };
    },
  });
}

/** POST /api/ai/generate-examples → five themed variations. */
export function useGenerateExamples() {
  return useMutation({
    mutationFn: async (body: { challengeTitle: string; challengeInstructions: string[] }) => {
      const res = await apiRequest('POST', '/api/ai/generate-examples', body);
      return (await res.json()) as { examples: ExampleVariation[] };
    },
  });
}
