import { Camera, ClipboardList, Mic, NotebookPen, UploadCloud } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PlanChallenge } from '../../../../contracts/plans';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { useAiProviderQuestion } from '@/components/ai-provider-choice';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@/page-props';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { useConvertSession, type ObservationValues } from '../api/submissions';
import { parseWeekNumber, usePlanChallenge } from '../api/plan-challenge';
import { PageShell } from '@/components/page-shell';
import { backTarget, ChallengeUnavailable } from '../components/challenge-page-shell';
import { ObservationsFields } from '../components/observations-fields';
import { Tabs } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { handleLoggedOut } from '../../../lib/logged-out';
import { ChallengeTab } from '../components/challenge-tab';
import { DraftNotice } from '../components/draft-notice';
import { FinishDialog } from '../components/finish-dialog';
import { PicturesPanel } from '../components/pictures-panel';
import { RecordingPanel } from '../components/recording-panel';
import { useDraft, useDraftKey } from '../hooks/use-draft';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useProgressPhotos } from '../hooks/use-progress-photos';
import { useRecorder } from '../hooks/use-recorder';
import { hasNotes, isSessionDraftEmpty, keptSummary, parseSessionDraft, type SessionDraft } from '../lib/drafts';

/** /challenge-interactive/{planId}/{weekNumber?}: record and photograph a week as it happens. */
export function InteractiveSessionPage({ params }: PageProps) {
  const planId = params.planId ?? '';
  // Spec 000 §2: the week defaults to 1.
  const week = parseWeekNumber(params.weekNumber, 1);
  const state = usePlanChallenge(planId, week);
  const t = useT();
  useDocumentTitle(week ? t('submissions.session.documentTitle', { week }) : t('submissions.session.documentTitleNoWeek'));

  // The spec names one missing state here: a plan that is not there has no challenge either.
  if (state.status !== 'ready') return <ChallengeUnavailable planId={planId} state={state} planNotFound="submissions.challengeNotFound" />;
  // One session per week: another week's address starts its own (and its own draft).
  return <InteractiveSession key={`${planId}/${state.challenge.week}`} planId={planId} challenge={state.challenge} />;
}

/** Each tab has its own address (issue 35): a link opened on the phone can land on Recording. */
const SESSION_TABS = ['challenge', 'recording', 'pictures', 'notes'] as const;
type SessionTab = (typeof SESSION_TABS)[number];
const SESSION_TAB_LABELS = {
  challenge: 'submissions.session.tab.challenge',
  recording: 'submissions.session.tab.recording',
  pictures: 'submissions.session.tab.pictures',
  notes: 'submissions.session.tab.notes',
} as const satisfies Record<SessionTab, MessageKey>;

function InteractiveSession({ planId, challenge }: { planId: string; challenge: PlanChallenge }) {
  const t = useT();
  const [tab, setTab] = useUrlTab(SESSION_TABS, 'challenge');
  const recorder = useRecorder();
  const photos = useProgressPhotos();
  const [observations, setObservations] = useState<ObservationValues>({});
  const [confirming, setConfirming] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const convert = useConvertSession();
  const aiQuestion = useAiProviderQuestion();
  const [path, navigate] = useLocation();
  const recordingCount = recorder.recordings.length;
  const photoCount = photos.photos.length;
  const hasSomething = recordingCount + photoCount > 0;
  const sessionTab = (value: SessionTab, icon: ReactNode, content: ReactNode) => ({ value, label: t(SESSION_TAB_LABELS[value]), icon, content });
  const busyRecording = recorder.phase !== 'idle';

  // Until the upload, the session is kept in the browser: a reload or a slip of the thumb loses nothing.
  const work = useMemo<SessionDraft>(
    () => ({
      recordings: recorder.recordings.map(({ blob, durationSeconds }) => ({ blob, durationSeconds })),
      photos: photos.photos.map(({ name, dataUrl }) => ({ name, dataUrl })),
      observations,
    }),
    [recorder.recordings, photos.photos, observations],
  );
  const draft = useDraft({
    draftKey: useDraftKey('interactive', planId, challenge.week),
    value: work,
    isEmpty: isSessionDraftEmpty,
    parse: parseSessionDraft,
    restore: (kept) => {
      recorder.restore(kept.recordings);
      photos.restore(kept.photos);
      setObservations((current) => (hasNotes(current) ? current : kept.observations));
    },
  });
  const leaveDialog = useLeaveWarning({
    active: !convert.isSuccess && !signedOut && (busyRecording || !isSessionDraftEmpty(work)),
    what: 'session',
    kept: draft.kept,
  });
  const summary = draft.restored
    ? keptSummary(t, { recordings: draft.restored.recordings.length, photos: draft.restored.photos.length, notes: hasNotes(draft.restored.observations) })
    : null;

  function startFresh() {
    draft.discard();
    recorder.clear();
    photos.clear();
    setObservations({});
  }

  function finish() {
    if (!hasSomething) {
      toast({ variant: 'destructive', title: t('submissions.session.nothingToSubmit') });
      return;
    }
    // Asked before the last check, so two dialogs never stack.
    aiQuestion.ask(() => setConfirming(true));
  }

  function submit() {
    convert.mutate(
      {
        planId,
        weekNumber: challenge.week,
        recordings: recorder.recordings.map((r) => ({ blob: r.blob, durationSeconds: r.durationSeconds })),
        progressImages: photos.photos.map((p) => p.dataUrl),
        observations,
      },
      {
        onSuccess: ({ submissionId }) => {
          void draft.finish();
          toast({ title: t('submissions.session.submitted') });
          navigate(`/challenge-results/${encodeURIComponent(submissionId)}`);
        },
        onError: (error) => {
          setConfirming(false);
          if (handleLoggedOut(error, path)) {
            // The draft waits for the parent's return; the sign-in page is no reason to ask.
            setSignedOut(true);
            return;
          }
          // The server's own message when it sent one; a proxy page or a dropped connection gets ours.
          toast({ variant: 'destructive', title: errorMessage(error, t('submissions.session.uploadFailed')) });
        },
      },
    );
  }

  return (
    <PageShell back={backTarget(t, planId)} width="wide">
      <div className="grid gap-6 pb-32 sm:pb-0">
        <header className="grid gap-1">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t('submissions.session.heading', { week: challenge.week })}</h1>
          <p className="text-lg text-sky">{challenge.title}</p>
        </header>
        <DraftNotice summary={summary} kept={draft.kept} onDiscard={startFresh} onDismiss={draft.dismiss} />
        <Tabs
          label={t('submissions.session.tabs')}
          value={tab}
          onValueChange={setTab}
          items={[
            sessionTab('challenge', <ClipboardList aria-hidden="true" />, <ChallengeTab challenge={challenge} />),
            sessionTab('recording', <Mic aria-hidden="true" />, <RecordingPanel recorder={recorder} />),
            sessionTab('pictures', <Camera aria-hidden="true" />, <PicturesPanel photos={photos} />),
            sessionTab(
              'notes',
              <NotebookPen aria-hidden="true" />,
              <ObservationsFields value={observations} onChange={setObservations} disabled={convert.isPending} />,
            ),
          ]}
        />
        {/* On a phone the finish button sits at the bottom edge, in thumb reach from every tab. */}
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-background/95 p-3 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
          <div className="mx-auto grid max-w-5xl gap-1 sm:flex sm:items-center sm:justify-end sm:gap-4">
            <p className="text-center text-sm text-muted sm:text-right" aria-live="polite">
              {t('submissions.session.counts', { recordings: recordingCount, photos: photoCount })}
            </p>
            <Button size="lg" onClick={finish} disabled={!hasSomething || busyRecording || convert.isPending} className="w-full text-base sm:w-auto sm:text-lg">
              <UploadCloud aria-hidden="true" />
              {t('submissions.session.finish')}
            </Button>
          </div>
        </div>
      </div>
      <FinishDialog
        open={confirming}
        onOpenChange={setConfirming}
        recordingCount={recordingCount}
        photoCount={photoCount}
        submitting={convert.isPending}
        onSubmit={submit}
      />
      {aiQuestion.dialog}
      {leaveDialog}
    </PageShell>
  );
}
