import { Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SUBMISSION_MAX_IMAGES } from '../../../../contracts/submissions';
import type { Translator } from '../../../../contracts/i18n/translator';
import { useAiProviderQuestion } from '@/components/ai-provider-choice';
import { Button } from '@/components/ui/button';
import type { ProgressStep } from '@/components/ui/staged-progress';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { handleLoggedOut } from '@/lib/logged-out';
import { useT } from '@/i18n/use-t';
import { useSubmitChallenge, type ObservationValues } from '@/features/submissions/api/submissions';
import { ObservationsFields } from '@/features/submissions/components/observations-fields';
import { TitledSection } from '@/components/titled-section';
import { useChosenImages } from '../hooks/use-chosen-images';
import { useRecorder } from '../hooks/use-recorder';
import { useDraft, useDraftKey } from '../hooks/use-draft';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { draftPhotoFile, hasNotes, isWeeklyDraftEmpty, keptSummary, parseWeeklyDraft, type WeeklyDraft } from '../lib/drafts';
import { checkImages, type RejectedImage } from '../lib/image-check';
import { AudioFileInput } from './audio-file-input';
import { ChosenRecordings } from './chosen-recordings';
import { DraftNotice } from './draft-notice';
import { ImagePicker } from './image-picker';
import { PhotoTips } from './photo-tips';
import { RecordingNotice } from './recording-notice';
import { UploadProgress } from './upload-progress';

/** Spec 000 §9: the results screen opens about 1 s after the success toast. */
export const RESULTS_REDIRECT_MS = 1_000;

type SubmitFormProps = { planId: string; weekNumber: number };

/**
 * The week's photos and the parent's observations, sent as one submission (spec 000 §2, §5).
 * Not a contract form: the request is multipart (the photos are files), its fields are checked
 * by the server's submission-fields schema, which contracts/ does not hold, and the only thing
 * the parent can get wrong here, no photo, is the spec's toast rather than a field message.
 * Until it is sent, the work is kept in the browser (useDraft) and leaving asks first.
 */
export function SubmitForm({ planId, weekNumber }: SubmitFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const chosen = useChosenImages();
  const { images } = chosen;
  // Only chosen audio files here (issue 35); recording live is the interactive session's.
  const audio = useRecorder();
  const [observations, setObservations] = useState<ObservationValues>({});
  // The server's reason stays on screen (a locked week, used attempts) after its toast is gone.
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const submit = useSubmitChallenge();
  const aiQuestion = useAiProviderQuestion();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const planHref = `/plans/${encodeURIComponent(planId)}`;
  const busy = submit.isPending || submit.isSuccess;

  const work = useMemo<WeeklyDraft>(
    () => ({
      images: images.map(({ file }) => ({ name: file.name, blob: file })),
      recordings: audio.recordings.map(({ blob, durationSeconds }) => ({ blob, durationSeconds })),
      observations,
    }),
    [images, audio.recordings, observations],
  );
  const draft = useDraft({
    draftKey: useDraftKey('weekly', planId, weekNumber),
    value: work,
    isEmpty: isWeeklyDraftEmpty,
    parse: parseWeeklyDraft,
    restore: (kept) => {
      chosen.add(kept.images.map(draftPhotoFile));
      audio.restore(kept.recordings);
      setObservations((current) => (hasNotes(current) ? current : kept.observations));
    },
  });
  const leaveDialog = useLeaveWarning({
    active: !submit.isSuccess && !signedOut && !isWeeklyDraftEmpty(work),
    what: 'weekly',
    kept: draft.kept,
  });

  useEffect(() => () => clearTimeout(redirect.current), []);

  function choose(files: File[]) {
    const { accepted, rejected } = checkImages(files, images.length);
    chosen.add(accepted);
    // One toast at a time (spec 000 §4): the first problem is the one shown.
    const first = rejected[0];
    if (first) toast({ variant: 'destructive', ...rejectionToast(t, first) });
  }

  function startFresh() {
    draft.discard();
    chosen.clear();
    audio.clear();
    setObservations({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (images.length === 0) {
      toast({ variant: 'destructive', title: t('submissions.photos.noImages') });
      return;
    }
    setProblem(null);
    aiQuestion.ask(send);
  }

  function send() {
    setUploaded(0);
    submit.mutate(
      {
        planId,
        weekNumber,
        images: images.map((image) => image.file),
        recordings: audio.recordings.map(({ blob, durationSeconds }) => ({ blob, durationSeconds })),
        observations,
        onProgress: setUploaded,
      },
      {
        onSuccess: ({ submissionId }) => {
          void draft.finish();
          // The server's message is always SUBMISSION_MESSAGES.submitted: said here in the page's language.
          toast({ title: t('submissions.submit.success'), description: t('submissions.submit.submitted') });
          redirect.current = setTimeout(() => navigate(`/challenge-results/${encodeURIComponent(submissionId)}`), RESULTS_REDIRECT_MS);
        },
        onError: (error) => {
          setUploaded(null);
          if (handleLoggedOut(error, window.location.pathname)) {
            // The draft waits for the parent's return; the sign-in page is no reason to ask.
            setSignedOut(true);
            return;
          }
          const message = errorMessage(error, t('submissions.submit.failed'));
          setProblem(message);
          toast({ variant: 'destructive', title: message });
        },
      },
    );
  }

  const summary = draft.restored
    ? keptSummary(t, { recordings: draft.restored.recordings.length, photos: draft.restored.images.length, notes: hasNotes(draft.restored.observations) })
    : null;

  return (
    <form onSubmit={onSubmit} className="grid gap-8" noValidate aria-busy={busy}>
      <DraftNotice summary={summary} kept={draft.kept} onDiscard={startFresh} onDismiss={draft.dismiss} />

      <TitledSection titleId="photos-title" title={t('submissions.submit.photosTitle')} titleClassName="text-xl font-bold" className="grid gap-4">
        <ImagePicker images={images} onChoose={choose} onRemove={chosen.remove} disabled={busy} />
        <PhotoTips />
      </TitledSection>

      <TitledSection titleId="voice-title" title={t('submissions.submit.voiceTitle')} titleClassName="text-xl font-bold" className="grid gap-4">
        <p className="text-muted">{t('submissions.submit.voiceText')}</p>
        <RecordingNotice />
        <AudioFileInput alreadyChosen={audio.recordings.length} onAdd={(files) => void audio.addFiles(files)} disabled={busy} />
        <ChosenRecordings recorder={audio} disabled={busy} />
      </TitledSection>

      <TitledSection titleId="observations-title" title={t('submissions.submit.observationsTitle')} titleClassName="text-xl font-bold" className="grid gap-4">
        <ObservationsFields value={observations} onChange={setObservations} disabled={busy} />
      </TitledSection>

      {problem ? (
        <p role="alert" className="rounded-xl border border-destructive/60 bg-surface-2 p-4 text-destructive-text">
          {problem}
        </p>
      ) : null}

      <UploadProgress stage={uploadStage(t, uploaded, submit.isSuccess)} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href={planHref}>{t('submissions.cancel')}</Link>
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden="true" />
          {submit.isPending ? t('submissions.submit.submitting') : t('submissions.submit.submit')}
        </Button>
      </div>
      {/* Portals: their buttons are not part of this form. */}
      {aiQuestion.dialog}
      {leaveDialog}
    </form>
  );
}

/** What the progress bar says: the photos going out, the server storing them, then done. */
function uploadStage(t: Translator, uploaded: number | null, done: boolean): ProgressStep | null {
  if (done) return { message: t('submissions.submit.sent'), percent: 100 };
  if (uploaded === null) return null;
  return uploaded < 100 ? { message: t('submissions.submit.uploading'), percent: uploaded } : { message: t('submissions.submit.saving'), percent: 100 };
}

function rejectionToast(t: Translator, { file, reason }: RejectedImage): { title: string; description?: string } {
  if (reason === 'too-large') {
    return { title: t('submissions.photos.tooLargeTitle'), description: t('submissions.photos.tooLarge', { fileName: file.name }) };
  }
  if (reason === 'not-an-image')
    return { title: t('submissions.photos.notImageTitle'), description: t('submissions.photos.notImage', { fileName: file.name }) };
  return { title: t('submissions.photos.tooManyTitle'), description: t('submissions.photos.tooMany', { max: SUBMISSION_MAX_IMAGES }) };
}
