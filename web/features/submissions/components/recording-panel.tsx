import { Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/titled-section';
import type { useRecorder } from '../hooks/use-recorder';
import { formatTimer } from '../lib/format-timer';
import { RecordingItem } from './session-recording-item';

type Recorder = ReturnType<typeof useRecorder>;

/** The Recording tab: record the conversation while the child draws, as often as you like. */
export function RecordingPanel({ recorder }: { recorder: Recorder }) {
  const recording = recorder.phase === 'recording' || recorder.phase === 'stopping';
  return (
    <div className="grid gap-5">
      <p className="text-muted">
        Record what your child says about the drawing while they work. Their words help the evaluation understand the ideas behind the lines. Make as many short
        recordings as you like.
      </p>
      <div className="grid justify-items-center gap-4 rounded-card border border-border bg-surface p-6">
        <div
          role="timer"
          aria-label="Recording time"
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
              Recording…
            </>
          ) : recorder.phase === 'starting' ? (
            'Waiting for the microphone…'
          ) : (
            'Ready when you are'
          )}
        </p>
        {recording ? (
          <Button size="lg" variant="secondary" onClick={recorder.stop} disabled={recorder.phase === 'stopping'} className="w-full max-w-xs">
            <Square aria-hidden="true" className="fill-current" />
            Stop Recording
          </Button>
        ) : (
          <Button size="lg" onClick={() => void recorder.start()} disabled={recorder.phase === 'starting'} className="w-full max-w-xs">
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
        )}
      </div>
      {recorder.recordings.length > 0 ? (
        <TitledSection titleId="session-recordings" title={`Your recordings (${recorder.recordings.length})`} titleClassName="font-bold" className="grid gap-3">
          <ul className="grid gap-2">
            {recorder.recordings.map((item, i) => (
              <RecordingItem key={item.id} recording={item} number={i + 1} onRemove={() => recorder.remove(item.id)} />
            ))}
          </ul>
        </TitledSection>
      ) : null}
    </div>
  );
}
