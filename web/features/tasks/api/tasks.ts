import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TaskResult, TaskResultsResponse, type CorrectTaskRequest, type Paper, type PersonItem } from '../../../../contracts/tasks';
import { api } from '@/lib/api-client';
import { readResponse } from '@/lib/query-fn';
import { uploadForm } from '@/lib/upload-form';

/** GET /api/tasks/{id}: one scored task. */
export const taskQueryKey = (id: string) => ['/api/tasks', id] as const;
/** GET /api/tasks?planId=…: a plan's tasks, oldest first. */
export const planTasksQueryKey = (planId: string) => ['/api/tasks', { planId }] as const;

/** The printable sheet, as a link the browser downloads. */
export const sheetPdfUrl = (paper: Paper) => `/api/tasks/shapes/sheet.pdf?paper=${paper}`;

/** Where a task was done: a checkpoint of a plan, or nowhere (the free analysis' closer look). */
export interface TaskPlace {
  planId?: string;
  checkpointNumber?: number;
}

export interface ScoreShapesInput extends TaskPlace {
  photo: File;
  /** Copied on the printed sheet, or on plain paper (no printer): the server looks only for what the parent said. */
  sheet: NonNullable<TaskResult['sheet']>;
  childAge: number;
}

export interface ScorePersonInput extends TaskPlace {
  items: readonly PersonItem[];
  childAge: number;
  photo?: File | null;
}

function placeFields(form: FormData, { planId, checkpointNumber }: TaskPlace) {
  if (planId) form.append('planId', planId);
  if (checkpointNumber !== undefined) form.append('checkpointNumber', String(checkpointNumber));
}

/** After a new or corrected task: it is known by its id at once, and its plan's list is read again. */
function useRememberTask() {
  const queryClient = useQueryClient();
  return (task: TaskResult) => {
    queryClient.setQueryData(taskQueryKey(task.id), task);
    if (task.planId) void queryClient.invalidateQueries({ queryKey: planTasksQueryKey(task.planId) });
  };
}

/** POST /api/tasks/shapes/score: the photo of the sheet (or of copies on plain paper), scored. */
export function useScoreShapes() {
  const remember = useRememberTask();
  return useMutation({
    mutationFn: async (input: ScoreShapesInput) => {
      const form = new FormData();
      // The plan and age go first, so the server can refuse them before the photo's bytes.
      placeFields(form, input);
      form.append('childAge', String(input.childAge));
      form.append('sheet', input.sheet);
      form.append('photo', input.photo);
      return readResponse(await uploadForm('/api/tasks/shapes/score', form), TaskResult);
    },
    onSuccess: remember,
  });
}

/** POST /api/tasks/person/score: the parts the parent ticked, and the drawing's photo when there is one. */
export function useScorePerson() {
  const remember = useRememberTask();
  return useMutation({
    mutationFn: async (input: ScorePersonInput) => {
      const form = new FormData();
      placeFields(form, input);
      form.append('childAge', String(input.childAge));
      form.append('items', input.items.join(','));
      if (input.photo) form.append('photo', input.photo);
      return readResponse(await uploadForm('/api/tasks/person/score', form), TaskResult);
    },
    onSuccess: remember,
  });
}

/** GET /api/tasks/{id}. */
export function useTask(id: string) {
  return useQuery({
    queryKey: taskQueryKey(id),
    queryFn: ({ signal }) => api.get(`/api/tasks/${encodeURIComponent(id)}`, TaskResult, signal),
    retry: false,
  });
}

/** GET /api/tasks?planId=…: a plan's tasks, for its checkpoints and the Growth tab. */
export function useTaskResults(planId: string) {
  return useQuery({
    queryKey: planTasksQueryKey(planId),
    queryFn: ({ signal }) => api.get(`/api/tasks?planId=${encodeURIComponent(planId)}`, TaskResultsResponse, signal),
  });
}

/** PATCH /api/tasks/{id}: the parent's correction; the answer carries the new estimate. */
export function useCorrectTask(id: string) {
  const remember = useRememberTask();
  return useMutation({
    mutationFn: (request: CorrectTaskRequest) => api.patch(`/api/tasks/${encodeURIComponent(id)}`, request, TaskResult),
    onSuccess: remember,
  });
}
