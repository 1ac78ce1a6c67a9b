import { BookOpen, FileText, MessagesSquare, Mic, Shapes, Upload } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@/page-props';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/use-t';
import { parseWeekNumber, usePlanChallenge } from '../api/plan-challenge';
import { PageShell } from '@/components/page-shell';
import { backTarget, ChallengeUnavailable } from '../components/challenge-page-shell';
import { Tabs } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { ChallengeOverview } from '../components/challenge-overview';
import { ConversationTools } from '../components/conversation-tools';
import { ExampleVariations } from '../components/example-variations';
import { PreparationTips } from '../components/preparation-tips';
import { WorksheetsComingSoon } from '../components/worksheets-coming-soon';

/** Each tab has its own address (issue 35): "the examples for week 3" can be shared or reopened. */
const PREPARATION_TABS = ['tips', 'conversation', 'examples', 'worksheets'] as const;

/** /challenge-preparation/{planId}/{weekNumber}: everything a parent needs before the week starts. */
export function ChallengePreparationPage({ params }: PageProps) {
  const planId = params.planId ?? '';
  const week = parseWeekNumber(params.weekNumber);
  const state = usePlanChallenge(planId, week);
  const [path] = useLocation();
  const [tab, setTab] = useUrlTab(PREPARATION_TABS, 'tips');
  const t = useT();
  useDocumentTitle(week ? t('submissions.prepare.documentTitle', { week }) : t('submissions.prepare.documentTitleNoWeek'));

  if (state.status !== 'ready') return <ChallengeUnavailable planId={planId} state={state} planNotFound="submissions.planNotFound" />;

  const { challenge } = state;
  const id = encodeURIComponent(planId);
  const helperProps = { challengeTitle: challenge.title, challengeInstructions: challenge.instructions, returnTo: path };
  return (
    <PageShell back={backTarget(t, planId)} width="wide">
      <div className="grid gap-6">
        <header className="grid gap-1">
          <p className="font-semibold text-sky">{t('submissions.prepare.preparing', { week: challenge.week })}</p>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{challenge.title}</h1>
        </header>
        <ChallengeOverview challenge={challenge} />
        <Tabs
          label={t('submissions.prepare.tabs')}
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'tips',
              label: t('submissions.prepare.tab.tips'),
              icon: <BookOpen aria-hidden="true" />,
              content: <PreparationTips estimatedTime={challenge.estimatedTime} />,
            },
            {
              value: 'conversation',
              label: t('submissions.prepare.tab.conversation'),
              icon: <MessagesSquare aria-hidden="true" />,
              content: <ConversationTools {...helperProps} />,
            },
            {
              value: 'examples',
              label: t('submissions.prepare.tab.examples'),
              icon: <Shapes aria-hidden="true" />,
              content: <ExampleVariations {...helperProps} />,
            },
            { value: 'worksheets', label: t('submissions.prepare.tab.worksheets'), icon: <FileText aria-hidden="true" />, content: <WorksheetsComingSoon /> },
          ]}
        />
        <section aria-label={t('submissions.prepare.whenReady')} className="grid gap-3 border-t border-border pt-6 sm:flex sm:justify-end">
          <Button asChild variant="secondary">
            <Link href={`/challenge-interactive/${id}/${challenge.week}`}>
              <Mic aria-hidden="true" />
              {t('submissions.prepare.startSession')}
            </Link>
          </Button>
          <Button asChild>
            <Link href={`/submit-challenge/${id}/${challenge.week}`}>
              <Upload aria-hidden="true" />
              {t('submissions.prepare.submitDrawing')}
            </Link>
          </Button>
        </section>
      </div>
    </PageShell>
  );
}
