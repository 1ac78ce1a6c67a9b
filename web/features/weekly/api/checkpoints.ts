import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkpoint } from '../../../../contracts/checkpoints';
import { apiRequest } from '@/lib/api';

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
    mutationFn: async (body: { planId: string; checkpointNumber: number }) => {
      const res = await apiRequest('POST', '/api/cognitive-checkpoints/evaluate', body);
      return (await res.json()) as { message: string; checkpoint: Checkpoint };
    },
    onSuccess: (_data, { planId }) => queryClient.invalidateQueries({ queryKey: checkpointsQueryKey(planId) }),
  });
}
