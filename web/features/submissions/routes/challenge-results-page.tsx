import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Rich, useFormat, useT } from '@/i18n/use-t';
import { useUrlTab } from '@/lib/use-url-tab';
import { AnalysisTab } from '../components/analysis-tab';
import { Confetti } from '../components/confetti';
import { ObservationsTab } from '../components/observations-tab';
import { RecordingsTab } from '../components/recordings-tab';
import type { DetailedFeedback } from '../../../../contracts/analysis';
import { sentDay, type Submission } from '../../../../contracts/submissions';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { ScorePill } from '../components/feedback-score';
import { goalsHeadline } from '../components/week-goals';
import { WeekAttempts } from '../components/week-attempts';
import { PageShell } from '@/components/page-shell';
import { Tabs } from '@/components/ui/tabs';
import { useEvaluationPolling } from '../hooks/use-evaluation-polling';

// Issue 32: the feedback opens the page; the spec's "Expert Analysis" and "Parent Observations"
// are named for what a parent finds there.
const TABS = [
  { value: 'analysis', label: 'submissions.results.tab.analysis' },
  { value: 'observations', label: 'submissions.results.tab.observations' },
  { value: 'recordings', label: 'submissions.results.tab.recordings' },
] as const satisfies readonly { value: string; label: MessageKey }[];
const TAB_KEYS = TABS.map((t) => t.value);

/** /challenge-results/{submissionId}: the week's celebration and its three tabs (spec 000 §2). */
export function ChallengeResultsPage({ params }: PageProps) {
  const t = useT();
  const { locale } = useFormat();
  useDocumentTitle(t('submissions.results.documentTitle'));
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
          <Spinner label={t('submissions.results.loading')} />
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
            <h1 className="text-2xl font-bold">{missing ? t('submissions.results.notFound') : t('submissions.results.loadFailed')}</h1>
            <p className="text-muted">{missing ? t('submissions.results.notFoundText') : t('submissions.checkConnection')}</p>
            <div className="flex flex-wrap gap-3">
              {!missing ? (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {t('submissions.tryAgain')}
                </Button>
              ) : null}
              <Button asChild variant={missing ? 'default' : 'outline'}>
                <Link href="/dashboard">{t('submissions.goToDashboard')}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </PageShell>
    );
  }

  return (
    <PageShell back={submission.planId ? { href: `/plans/${encodeURIComponent(submission.planId)}`, label: t('submissions.backToPlan') } : undefined}>
      {/* A failed evaluation is nothing to throw confetti at. */}
      <Confetti celebrate={submission.evaluationStatus !== 'failed'} />
      <div className="mb-8 grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-sunflower">
          <PartyPopper className="size-5" aria-hidden="true" />
          {t('submissions.results.celebrate', { week: submission.weekNumber })}
        </p>
        <h1 ref={title} tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
          {submission.challengeTitle}
        </h1>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <Rich
            k="submissions.results.attemptSent"
            values={{
              number: submission.attemptNumber,
              date: sentDay(submission.createdAt, locale),
              time: (chunks) => <time dateTime={submission.createdAt}>{chunks}</time>,
            }}
          />
          {submission.evaluationStatus === 'completed' ? <HeaderResult submission={submission} /> : null}
          <a href="#week-attempts" className="font-semibold text-sky underline-offset-4 hover:underline">
            {t('submissions.results.attemptsLink')}
          </a>
        </p>
      </div>
      <Tabs label={t('submissions.results.tabs')} items={TABS.map((item) => ({ value: item.value, label: t(item.label) }))} value={tab} onValueChange={setTab}>
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
  const t = useT();
  const feedback = submission.aiFeedback as DetailedFeedback | null;
  const observed = feedback && 'observed' in feedback ? feedback.observed : undefined;
  if (observed) {
    return <span className="rounded-full border border-sunflower/50 px-2.5 py-0.5 text-sm font-bold text-sunflower">{goalsHeadline(t, observed)}</span>;
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
