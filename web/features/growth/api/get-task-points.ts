import { useQuery } from '@tanstack/react-query';
import { TaskResultsResponse, type TaskResult } from '../../../../contracts/tasks';
import { api } from '@/lib/api-client';
import { taskPoint, type TaskPoint } from '../lib/task-points';

/** GET /api/tasks?planId=…: the plan's scored tasks, oldest first, as the Growth tab's task series. Read afresh when the tab opens. */
export function useTaskPoints(planId: string) {
  return useQuery<TaskResult[], Error, TaskPoint[]>({
    queryKey: ['/api/tasks', { planId }],
    queryFn: ({ signal }) => api.get(`/api/tasks?planId=${encodeURIComponent(planId)}`, TaskResultsResponse, signal),
    select: (results) => results.map(taskPoint),
    refetchOnMount: 'always',
  });
}
