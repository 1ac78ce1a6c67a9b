import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckpointsResponse, EvaluateCheckpointResponse, type Checkpoint } from '../../../../contracts/checkpoints';
import { ThenAndNowResponse } from '../../../../contracts/then-and-now';
import { api, queryFnFor } from '@/lib/api-client';
import { readResponse } from '@/lib/query-fn';
import { checkpointsQueryKey } from '@/lib/query-keys';
import { uploadForm } from '@/lib/upload-form';

export const thenAndNowQueryKey = (planId: string) => ['/api/plans', planId, 'then-and-now'] as const;

/** GET /api/cognitive-checkpoints/{planId}; polls every `poll` ms while one is being evaluated. */
export function useCheckpoints(planId: string, options: { poll?: number | false } = {}) {
  return useQuery<Checkpoint[]>({
    queryKey: checkpointsQueryKey(planId),
    queryFn: queryFnFor(CheckpointsResponse),
    refetchInterval: (query) => (options.poll && query.state.data?.some((c) => c.status === 'pending') ? options.poll : false),
  });
}

export type EvaluateCheckpointInput = { planId: string; checkpointNumber: number; wholePersonDrawing?: File | null };

/**
 * POST /api/cognitive-checkpoints/evaluate {planId, checkpointNumber} → the pending checkpoint;
 * with the "whole person" drawing, the same as a form to …/evaluate-with-drawing.
 */
export function useEvaluateCheckpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, checkpointNumber, wholePersonDrawing }: EvaluateCheckpointInput) => {
      if (!wholePersonDrawing) return api.post('/api/cognitive-checkpoints/evaluate', { planId, checkpointNumber }, EvaluateCheckpointResponse);
      const form = new FormData();
      // The server checks the plan as soon as planId arrives, before the photo's bytes.
      form.append('planId', planId);
      form.append('checkpointNumber', String(checkpointNumber));
      form.append('image', wholePersonDrawing);
      return readResponse(await uploadForm('/api/cognitive-checkpoints/evaluate-with-drawing', form), EvaluateCheckpointResponse);
    },
    onSuccess: (_data, { planId }) => queryClient.invalidateQueries({ queryKey: checkpointsQueryKey(planId) }),
  });
}

/**
 * GET /api/plans/{planId}/then-and-now. `completed` (how many checkpoints are evaluated) is part
 * of the key, so a newly finished checkpoint is fetched at once.
 */
export function useThenAndNow(planId: string, completed: number) {
  return useQuery({
    queryKey: [...thenAndNowQueryKey(planId), completed],
    queryFn: ({ signal }) => api.get(`/api/plans/${encodeURIComponent(planId)}/then-and-now`, ThenAndNowResponse, signal),
  });
}
