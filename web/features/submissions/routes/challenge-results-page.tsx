import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlTab } from '@/lib/use-url-tab';
import { AnalysisTab } from '../components/analysis-tab';
import { Confetti } from '../components/confetti';
import { ObservationsTab } from '../components/observations-tab';
import { RecordingsTab } from '../components/recordings-tab';
import type { DetailedFeedback } from '../../../../contracts/analysis';
import { sentDay, WEEK_WORDS, type Submission } from '../../../../contracts/submissions';
import { ScorePill } from '../components/feedback-score';
import { goalsHeadline } from '../components/week-goals';
import { WeekAttempts } from '../components/week-attempts';
import { PageShell } from '@/components/page-shell';
import { Tabs } from '@/components/ui/tabs';
import { useEvaluationPolling } from '../hooks/use-evaluation-polling';

// Issue 32: the feedback opens the page; the spec's "Expert Analysis" and "Parent Observations"
// are named for what a parent finds there.
const TABS = [
  { value: 'analysis', label: 'Feedback' },
  { value: 'observations', label: 'Your notes' },
  { value: 'recordings', label: 'Voice Recordings' },
] as const;
const TAB_KEYS = TABS.map((t) => t.value);

/** /challenge-results/{submissionId}: the week's celebration and its three tabs (spec 000 §2). */
export function ChallengeResultsPage({ params }: PageProps) {
  useDocumentTitle('Challenge Results');
  const submissionId = params.submissionId ?? '';
  const { query, givenUp, resume } = useEvaluationPolling(submissionId);
  // Issue 35: the tab lives in the address; the feedback, not the parent's own notes, opens the page.
  const [tab, setTab] = useUrlTab(TAB_KEYS, 'analysis');
  const submission = query.data;
  const title = useFocusOnChange(submission?.id);

  if (query.isPending) {
    return (
      <PageShell>
        <div className="mt-12 grid justify-items-center">
          <Spinner label="Loading the results" />
        </div>
      </PageShell>
    );
  }
  if (!submission) {
    const missing = errorStatus(query.error) === 404 || errorStatus(query.error) === 403;
    return (
      <PageShell>
        <Card className="mt-8">
          <CardContent className="grid justify-items-start gap-3">
            <h1 className="text-2xl font-bold">{missing ? 'Submission not found' : 'We couldn’t load these results'}</h1>
            <p className="text-muted">
              {missing ? 'This submission does not exist or belongs to another account.' : 'Please check your connection and try again.'}
            </p>
            <div className="flex flex-wrap gap-3">
              {!missing ? (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              ) : null}
              <Button asChild variant={missing ? 'default' : 'outline'}>
                <Link href="/dashboard">Go to Dashboard</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </PageShell>
    );
  }

  return (
    <PageShell back={submission.planId ? { href: `/plans/${encodeURIComponent(submission.planId)}`, label: 'Back to Plan' } : undefined}>
      {/* A failed evaluation is nothing to throw confetti at. */}
      <Confetti celebrate={submission.evaluationStatus !== 'failed'} />
      <div className="mb-8 grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-sunflower">
          <PartyPopper className="size-5" aria-hidden="true" />
          Week {submission.weekNumber} is in — well done!
        </p>
        <h1 ref={title} tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
          {submission.challengeTitle}
        </h1>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          Attempt {submission.attemptNumber} · <time dateTime={submission.createdAt}>{WEEK_WORDS.sentOn(sentDay(submission.createdAt))}</time>
          {submission.evaluationStatus === 'completed' ? <HeaderResult submission={submission} /> : null}
          <a href="#week-attempts" className="font-semibold text-sky underline-offset-4 hover:underline">
            Attempts at this week
          </a>
        </p>
      </div>
      <Tabs label="Challenge results" items={TABS} value={tab} onValueChange={setTab}>
        {tab === 'observations' ? <ObservationsTab submission={submission} /> : null}
        {tab === 'analysis' ? <AnalysisTab submission={submission} givenUp={givenUp} onResume={resume} /> : null}
        {tab === 'recordings' ? <RecordingsTab submission={submission} /> : null}
      </Tabs>
      <div className="mt-10">
        <WeekAttempts submission={submission} />
      </div>
    </PageShell>
  );
}

/** The week's result beside its date: the goals shown (issue 32), or an older feedback's score. */
function HeaderResult({ submission }: { submission: Submission }) {
  const feedback = submission.aiFeedback as DetailedFeedback | null;
  const observed = feedback && 'observed' in feedback ? feedback.observed : undefined;
  if (observed) {
    return <span className="rounded-full border border-sunflower/50 px-2.5 py-0.5 text-sm font-bold text-sunflower">{goalsHeadline(observed)}</span>;
  }
  return submission.score !== null ? <ScorePill score={submission.score} /> : null;
}

/** Opening another attempt keeps the page: its title takes the focus, which also brings it into view. */
function useFocusOnChange(shownId: string | undefined) {
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(shownId);
  useEffect(() => {
    if (shownId === undefined || shownId === shown.current) return;
    const first = shown.current === undefined;
    shown.current = shownId;
    if (!first) title.current?.focus();
  }, [shownId]);
  return title;
}
