import { Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { useRecorder } from '../hooks/use-recorder';
import { formatTimer } from '../lib/format-timer';
import { AudioFileInput } from './audio-file-input';
import { ChosenRecordings } from './chosen-recordings';
import { RecordingNotice } from './recording-notice';

type Recorder = ReturnType<typeof useRecorder>;

/** The Recording tab: record the conversation while the child draws, or add a recording made on the phone. */
export function RecordingPanel({ recorder }: { recorder: Recorder }) {
  const t = useT();
  const recording = recorder.phase === 'recording' || recorder.phase === 'stopping';
  return (
    <div className="grid gap-5">
      <p className="text-muted">{t('submissions.session.recordIntro')}</p>
      <RecordingNotice />
      <div className="grid justify-items-center gap-4 rounded-card border border-border bg-surface p-6">
        <div
          role="timer"
          aria-label={t('submissions.session.recordingTime')}
          className={
            recording ? 'font-heading text-5xl font-extrabold text-coral tabular-nums' : 'font-heading text-5xl font-extrabold text-muted tabular-nums'
          }
        >
          {formatTimer(recorder.elapsedSeconds)}
        </div>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
          {recording ? (
            <>
              <span className="size-2.5 animate-pulse rounded-full bg-coral motion-reduce:animate-none" aria-hidden="true" />
              {t('submissions.session.recording')}
            </>
          ) : recorder.phase === 'starting' ? (
            t('submissions.session.waitingMicrophone')
          ) : (
            t('submissions.session.ready')
          )}
        </p>
        {recording ? (
          <Button size="lg" variant="secondary" onClick={recorder.stop} disabled={recorder.phase === 'stopping'} className="w-full max-w-xs">
            <Square aria-hidden="true" className="fill-current" />
            {t('submissions.session.stop')}
          </Button>
        ) : (
          <Button size="lg" onClick={() => void recorder.start()} disabled={recorder.phase === 'starting'} className="w-full max-w-xs">
            <Mic aria-hidden="true" />
            {t('submissions.session.start')}
          </Button>
        )}
        <AudioFileInput alreadyChosen={recorder.recordings.length} onAdd={(files) => void recorder.addFiles(files)} disabled={recording} />
      </div>
      <ChosenRecordings recorder={recorder} />
    </div>
  );
}
