import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Submission } from '../../../../contracts/submissions';
import { EVALUATION_FIRST_ATTEMPT_MS } from '../../../../contracts/evaluation-timing';
import { EVALUATION_POLL_MS } from '../../../../contracts/submissions';
import { checkpointsQueryKey, planDataQueryKey, planQueryKey, plansQueryKey } from '@/lib/query-keys';
import { feedbackQueryKey, galleryQueryKey, submissionQueryKey, usePlanSubmissions, useSubmission } from '@/features/submissions/api/submissions';

/**
 * The submission, re-read every 5 s while its evaluation is pending (spec 000 §4, §9). It stops
 * and says so (`givenUp`) once a first attempt started at once has surely ended — the spec's
 * 5 minutes; a still-pending evaluation is then waiting for or running another try (or, behind
 * a backlog, its first). `resume` waits as long again, as after Retry Analysis.
 */
export function useEvaluationPolling(submissionId: string) {
  const [givenUp, setGivenUp] = useState(false);
  const [round, setRound] = useState(0);
  // Another attempt opened on the same screen is waited for afresh.
  const [watchedId, setWatchedId] = useState(submissionId);
  if (watchedId !== submissionId) {
    setWatchedId(submissionId);
    setGivenUp(false);
  }
  const query = useSubmission(submissionId, { poll: givenUp ? false : EVALUATION_POLL_MS });
  const pending = query.data?.evaluationStatus === 'pending';

  useEffect(() => {
    if (!pending || givenUp) return;
    const timer = setTimeout(() => setGivenUp(true), EVALUATION_FIRST_ATTEMPT_MS);
    return () => clearTimeout(timer);
  }, [pending, givenUp, round]);

  function resume() {
    setGivenUp(false);
    setRound((n) => n + 1);
    void query.refetch();
  }

  return { query, givenUp: pending && givenUp, resume };
}

const pendingIds = (submissions: readonly Submission[] | undefined) => (submissions ?? []).filter((s) => s.evaluationStatus === 'pending').map((s) => s.id);

/**
 * The plan page's submissions, re-read every 5 s while any attempt is being evaluated, so a
 * week sent or retried turns into its feedback (or its failure) without a reload. It gives up
 * as the results screen does, once the same attempts have been pending for 5 minutes; a new
 * pending attempt (a Retry, another week sent) starts it again. When an attempt settles, what
 * its evaluation changes is read again: the plan (adapted weeks, completion), the checkpoints,
 * the dashboard's counts, and the attempt's own feedback.
 */
export function usePlanEvaluationPolling(planId: string) {
  const queryClient = useQueryClient();
  const [givenUp, setGivenUp] = useState(false);
  const query = usePlanSubmissions(planId, { poll: givenUp ? false : EVALUATION_POLL_MS });
  const pending = pendingIds(query.data);
  const pendingKey = pending.join(',');

  // Another set of pending attempts is news: wait for it afresh (React's "adjust state on change").
  const [watchedKey, setWatchedKey] = useState(pendingKey);
  if (watchedKey !== pendingKey) {
    setWatchedKey(pendingKey);
    setGivenUp(false);
  }

  useEffect(() => {
    if (pendingKey === '' || givenUp) return;
    const timer = setTimeout(() => setGivenUp(true), EVALUATION_FIRST_ATTEMPT_MS);
    return () => clearTimeout(timer);
  }, [pendingKey, givenUp]);

  const wasPending = useRef<string[]>([]);
  useEffect(() => {
    const settled = wasPending.current.filter((id) => query.data?.some((s) => s.id === id && s.evaluationStatus !== 'pending'));
    wasPending.current = pendingIds(query.data);
    if (settled.length === 0) return;
    const keys = [
      planQueryKey(planId),
      planDataQueryKey(planId),
      plansQueryKey,
      checkpointsQueryKey(planId),
      galleryQueryKey(planId),
      ...settled.flatMap((id) => [submissionQueryKey(id), feedbackQueryKey(id)]),
    ];
    // Exact keys: the submissions list under the plan's key has just been read.
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [query.data, planId, queryClient]);

  return query;
}
