import { useEffect, useState } from 'react';
import { EVALUATION_GIVE_UP_MS, EVALUATION_POLL_MS } from '../../../../contracts/submissions';
import { useSubmission } from '@/features/weekly/api/submissions';

/**
 * The submission, re-read every 5 s while its evaluation is pending (spec 000 §4, §9). After
 * 5 minutes of waiting it stops and says so (`givenUp`); `resume` waits another 5 minutes,
 * as after Retry Analysis.
 */
export function useEvaluationPolling(submissionId: string) {
  const [givenUp, setGivenUp] = useState(false);
  const [round, setRound] = useState(0);
  const query = useSubmission(submissionId, { poll: givenUp ? false : EVALUATION_POLL_MS });
  const pending = query.data?.evaluationStatus === 'pending';

  useEffect(() => {
    if (!pending || givenUp) return;
    const timer = setTimeout(() => setGivenUp(true), EVALUATION_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending, givenUp, round]);

  function resume() {
    setGivenUp(false);
    setRound((n) => n + 1);
    void query.refetch();
  }

  return { query, givenUp: pending && givenUp, resume };
}
