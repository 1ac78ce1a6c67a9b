import { useQuery } from '@tanstack/react-query';
import { TaskResultsResponse } from '../../../../contracts/tasks';
import { api } from '@/lib/api-client';
import { taskPoint, type TaskPoint } from '../lib/task-points';

/** GET /api/tasks?planId=…: the plan's scored tasks, oldest first, as the Growth tab's task series. Read afresh when the tab opens. */
export function useTaskPoints(planId: string) {
  return useQuery<TaskPoint[]>({
    queryKey: ['/api/tasks', { planId }],
    queryFn: async ({ signal }) => (await api.get(`/api/tasks?planId=${encodeURIComponent(planId)}`, TaskResultsResponse, signal)).map(taskPoint),
    refetchOnMount: 'always',
  });
}
