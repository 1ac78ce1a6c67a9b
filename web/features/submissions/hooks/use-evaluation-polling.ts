import { useEffect, useState } from 'react';
import { EVALUATION_FIRST_ATTEMPT_MS } from '../../../../contracts/evaluation-timing';
import { EVALUATION_POLL_MS } from '../../../../contracts/submissions';
import { useSubmission } from '@/features/submissions/api/submissions';

/**
 * The submission, re-read every 5 s while its evaluation is pending (spec 000 §4, §9). It stops
 * and says so (`givenUp`) once a first attempt started at once has surely ended — the spec's
 * 5 minutes; a still-pending evaluation is then waiting for or running another try (or, behind
 * a backlog, its first). `resume` waits as long again, as after Retry Analysis.
 */
export function useEvaluationPolling(submissionId: string) {
  const [givenUp, setGivenUp] = useState(false);
  const [round, setRound] = useState(0);
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
