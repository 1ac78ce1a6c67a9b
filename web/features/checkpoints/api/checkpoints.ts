import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EvaluateCheckpointResponse, type Checkpoint } from '../../../../contracts/checkpoints';
import { api } from '@/lib/api-client';

export const checkpointsQueryKey = (planId: string) => ['/api/cognitive-checkpoints', planId] as const;

/** GET /api/cognitive-checkpoints/{planId}; polls every `poll` ms while one is being evaluated. */
export function useCheckpoints(planId: string, options: { poll?: number | false } = {}) {
  return useQuery<Checkpoint[]>({
    queryKey: checkpointsQueryKey(planId),
    refetchInterval: (query) => (options.poll && query.state.data?.some((c) => c.status === 'pending') ? options.poll : false),
  });
}

/** POST /api/cognitive-checkpoints/evaluate {planId, checkpointNumber} → the pending checkpoint. */
export function useEvaluateCheckpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { planId: string; checkpointNumber: number }) => api.post('/api/cognitive-checkpoints/evaluate', body, EvaluateCheckpointResponse),
    onSuccess: (_data, { planId }) => queryClient.invalidateQueries({ queryKey: checkpointsQueryKey(planId) }),
  });
}
