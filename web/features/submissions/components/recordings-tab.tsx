import { Mic } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Submission } from '../../../../contracts/submissions';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useInteractiveSessions } from '@/features/submissions/api/submissions';
import { TitledSection } from '@/components/titled-section';
import { RecordingItem } from './recording-item';
import { RecordingNotice } from './recording-notice';

/** Spec 000 §2 Voice Recordings: this submission's session, fetched when the tab opens. */
export function RecordingsTab({ submission }: { submission: Submission }) {
  const t = useT();
  const query = useInteractiveSessions(submission.planId, submission.weekNumber, true);
  // One recording plays at a time: starting another pauses the first.
  const [playingId, setPlayingId] = useState<string | null>(null);
  const onPlayingChange = useCallback((id: string, playing: boolean) => {
    setPlayingId((current) => (playing ? id : current === id ? null : current));
  }, []);
  const session = query.data?.find((s) => s.submissionId === submission.id);
  const recordings = session?.audio ?? [];

  if (query.isPending) return <Spinner label={t('submissions.results.loadingRecordings')} />;
  if (query.isError) {
    return <p className="rounded-xl bg-surface-2 p-4 text-muted">{t('submissions.results.recordingsFailed')}</p>;
  }
  if (recordings.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl bg-surface-2 p-6 text-center">
        <Mic className="size-8 text-violet" aria-hidden="true" />
        <h2 className="text-xl font-bold">{t('submissions.results.noRecordings')}</h2>
        <p className="max-w-prose text-muted">{t('submissions.recordings.noneThisWeek')}</p>
      </div>
    );
  }
  return (
    <TitledSection titleId="recordings-title" title={t('submissions.results.voiceRecordings')} titleClassName="text-xl font-bold" className="grid gap-3">
      <RecordingNotice />
      <ul className="grid gap-3">
        {recordings.map((audio, i) => (
          <RecordingItem key={audio.id} audio={audio} index={i} playing={playingId === audio.id} onPlayingChange={onPlayingChange} />
        ))}
      </ul>
    </TitledSection>
  );
}
