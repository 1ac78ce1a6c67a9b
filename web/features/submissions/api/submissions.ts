import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  InteractiveSessionsResponse,
  PlanSubmissionsResponse,
  RetryEvaluationResponse,
  Submission,
  SubmissionFeedbackResponse,
  SubmissionImagesResponse,
  SubmitChallengeResponse,
} from '../../../../contracts/submissions';
import { api, queryFnFor } from '@/lib/api-client';
import { readResponse } from '@/lib/api';
import { uploadForm } from '@/lib/upload-form';
import { uploadFormWithProgress } from './upload-with-progress';
import { checkpointsQueryKey, planQueryKey, plansQueryKey } from '@/lib/query-keys';

/** The spec's query keys: the default query function joins them with "/" into the URL. */
export const planSubmissionsQueryKey = (planId: string) => ['/api/plans', planId, 'submissions'] as const;
export const galleryQueryKey = (planId: string) => ['/api/plans', planId, 'gallery'] as const;
export const submissionQueryKey = (submissionId: string) => ['/api/submissions', submissionId] as const;
export const feedbackQueryKey = (submissionId: string) => ['/api/submissions', submissionId, 'feedback'] as const;
export const submissionImagesQueryKey = (submissionId: string) => ['/api/submissions', submissionId, 'images'] as const;
export const interactiveSessionsQueryKey = (planId: string, weekNumber: number) =>
  [`/api/interactive-sessions/${encodeURIComponent(planId)}?weekNumber=${weekNumber}`] as const;

/**
 * GET /api/plans/{planId}/submissions: every attempt, without feedback (loaded per submission)
 * but with its score. `poll` re-reads it every `poll` ms while any attempt is pending.
 */
export function usePlanSubmissions(planId: string, options: { enabled?: boolean; poll?: number | false } = {}) {
  return useQuery<Submission[]>({
    queryKey: planSubmissionsQueryKey(planId),
    queryFn: queryFnFor(PlanSubmissionsResponse),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (options.poll && query.state.data?.some((s) => s.evaluationStatus === 'pending') ? options.poll : false),
  });
}

/** GET /api/plans/{planId}/gallery: only fetched while the Gallery tab is open. */
export function useGallery(planId: string, enabled: boolean) {
  return useQuery({ queryKey: galleryQueryKey(planId), queryFn: queryFnFor(PlanSubmissionsResponse), enabled });
}

/**
 * GET /api/submissions/{id}. `poll` re-reads it every `poll` ms while it is pending
 * (the results screen passes 5000 and stops after 5 minutes).
 */
export function useSubmission(submissionId: string, options: { poll?: number | false } = {}) {
  return useQuery<Submission>({
    queryKey: submissionQueryKey(submissionId),
    queryFn: queryFnFor(Submission),
    refetchInterval: (query) => (options.poll && query.state.data?.evaluationStatus === 'pending' ? options.poll : false),
  });
}

/** GET /api/submissions/{id}/feedback, lazily per completed submission (spec 000 §4). */
export function useSubmissionFeedback(submissionId: string, enabled: boolean) {
  return useQuery({ queryKey: feedbackQueryKey(submissionId), queryFn: queryFnFor(SubmissionFeedbackResponse), enabled });
}

/** GET /api/submissions/{id}/images; falls back to an empty list on failure (spec 000 §7). */
export function useSubmissionImages(submissionId: string, enabled: boolean) {
  return useQuery<{ images: Submission['images'] }>({
    queryKey: submissionImagesQueryKey(submissionId),
    enabled,
    queryFn: async () => {
      try {
        return await api.get(`/api/submissions/${encodeURIComponent(submissionId)}/images`, SubmissionImagesResponse);
      } catch {
        return { images: [] };
      }
    },
  });
}

/** GET /api/interactive-sessions/{planId}?weekNumber={n}, fetched when Voice Recordings opens. */
export function useInteractiveSessions(planId: string, weekNumber: number, enabled: boolean) {
  return useQuery({ queryKey: interactiveSessionsQueryKey(planId, weekNumber), queryFn: queryFnFor(InteractiveSessionsResponse), enabled });
}

/** After a submission the plan, its submissions and its checkpoints are read again (spec 000 §7). */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  return async (planId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: plansQueryKey }),
      queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
      queryClient.invalidateQueries({ queryKey: planSubmissionsQueryKey(planId) }),
      queryClient.invalidateQueries({ queryKey: galleryQueryKey(planId) }),
      queryClient.invalidateQueries({ queryKey: checkpointsQueryKey(planId) }),
    ]);
  };
}

/** Optional fields are sent only when filled (spec 000 §5). */
export type ObservationValues = {
  childMood?: string;
  parentMood?: string;
  activityEnjoyment?: string;
  difficultyLevel?: string;
  timeSpent?: string;
  needsHelp?: string;
  specificObservations?: string;
  parentNotes?: string;
  /** Issue 32: 'yes' | 'partly' | 'other'. */
  followedChallenge?: string;
  /** With 'other': what the child drew instead (≤ 200 characters). */
  drewInstead?: string;
};

export function appendObservations(form: FormData, observations: ObservationValues): void {
  for (const [key, value] of Object.entries(observations)) {
    // What the child drew instead belongs only to "Something else".
    if (key === 'drewInstead' && observations.followedChallenge !== 'other') continue;
    if (typeof value === 'string' && value.trim() !== '') form.append(key, value.trim());
  }
}

export type SubmitChallengeInput = {
  planId: string;
  weekNumber: number;
  images: File[];
  /** Audio files the parent chose (issue 35), sent as the session sends its recordings. */
  recordings?: SessionRecording[];
  observations: ObservationValues;
  /** How much of the upload has gone out, 0–100: photos from a phone take a while. */
  onProgress?: (percent: number) => void;
};

/** POST /api/challenges/submit (multipart) → {message, submissionId}. */
export async function submitChallenge(input: SubmitChallengeInput): Promise<SubmitChallengeResponse> {
  const { planId, weekNumber, images, recordings = [], observations, onProgress } = input;
  const form = new FormData();
  form.append('planId', planId);
  form.append('weekNumber', String(weekNumber));
  appendObservations(form, observations);
  for (const image of images) form.append('images', image, image.name);
  if (recordings.length > 0) appendRecordings(form, recordings);
  return readResponse(await uploadFormWithProgress('/api/challenges/submit', form, onProgress ?? (() => undefined)), SubmitChallengeResponse);
}

export function useSubmitChallenge() {
  const refresh = useRefreshPlan();
  return useMutation({ mutationFn: submitChallenge, onSuccess: (_data, input) => refresh(input.planId) });
}

export type SessionRecording = { blob: Blob; durationSeconds: number };
export type ConvertSessionInput = {
  planId: string;
  weekNumber: number;
  recordings: SessionRecording[];
  /** Progress photos as data URLs (spec 000 §7: a JSON list, sent only when any). */
  progressImages: string[];
  observations: ObservationValues;
};

/** POST /api/interactive-sessions/convert-to-submission (multipart) → {message, submissionId}. */
export async function convertSessionToSubmission(input: ConvertSessionInput): Promise<SubmitChallengeResponse> {
  const form = new FormData();
  form.append('planId', input.planId);
  form.append('weekNumber', String(input.weekNumber));
  appendObservations(form, input.observations);
  appendRecordings(form, input.recordings);
  if (input.progressImages.length > 0) form.append('progressImages', JSON.stringify(input.progressImages));
  return readResponse(await uploadForm('/api/interactive-sessions/convert-to-submission', form), SubmitChallengeResponse);
}

/** audio_0 … audio_{n-1} and their count, as both submission routes read them. */
function appendRecordings(form: FormData, recordings: readonly SessionRecording[]) {
  recordings.forEach((recording, i) => {
    // The server reads each recording's type and length from the file itself; a chosen file keeps its name for the messages.
    form.append(`audio_${i}`, recording.blob, recording.blob instanceof File ? recording.blob.name : `recording_${i}.webm`);
  });
  form.append('recordingCount', String(recordings.length));
}

export function useConvertSession() {
  const refresh = useRefreshPlan();
  return useMutation({ mutationFn: convertSessionToSubmission, onSuccess: (_data, input) => refresh(input.planId) });
}

/** The server has put a retried submission back to pending: every screen shows so at once, before reading it again. */
function showPending(queryClient: QueryClient, planId: string, submissionId: string) {
  const pending = (s: Submission): Submission =>
    s.id === submissionId ? { ...s, evaluationStatus: 'pending', aiFeedback: null, evaluationError: null, score: null } : s;
  queryClient.setQueryData<Submission[]>(planSubmissionsQueryKey(planId), (list) => list?.map(pending));
  queryClient.setQueryData<Submission>(submissionQueryKey(submissionId), (submission) => submission && pending(submission));
}

/** POST /api/submissions/{id}/retry-evaluation (no body). */
export function useRetryEvaluation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: ({ submissionId }: { submissionId: string; planId: string }) =>
      api.post(`/api/submissions/${encodeURIComponent(submissionId)}/retry-evaluation`, undefined, RetryEvaluationResponse),
    onSuccess: async (_data, { submissionId, planId }) => {
      showPending(queryClient, planId, submissionId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionQueryKey(submissionId) }),
        queryClient.invalidateQueries({ queryKey: feedbackQueryKey(submissionId) }),
        refresh(planId),
      ]);
    },
  });
}
