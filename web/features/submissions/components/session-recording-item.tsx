import { Pause, Play, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { durationInWords } from '@/lib/format-duration';
import { useT } from '@/i18n/use-t';
import type { SessionRecordingItem } from '../lib/recorder-state';

/** One recording of the session: play / pause it, or remove it before the upload. */
type RecordingItemProps = { recording: SessionRecordingItem; number: number; onRemove: () => void; disabled?: boolean };

export function RecordingItem({ recording, number, onRemove, disabled = false }: RecordingItemProps) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const name = t('submissions.recordings.name', { number });
  const known = recording.durationSeconds > 0;

  function toggle() {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  }

  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 p-2 pl-3">
      <Button
        variant="secondary"
        size="icon"
        onClick={toggle}
        aria-label={playing ? t('submissions.recordings.pause', { name }) : t('submissions.recordings.play', { name })}
        aria-pressed={playing}
        className="shrink-0"
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <div className="grid flex-1">
        <span className="font-semibold">{name}</span>
        {recording.name ? <span className="text-sm break-all text-muted">{recording.name}</span> : null}
        {known ? (
          <span className="text-sm text-muted">
            <span className="sr-only">{t('submissions.recordings.length')}</span>
            {durationInWords(recording.durationSeconds)}
          </span>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('submissions.recordings.remove', { name })}
        className="shrink-0 text-destructive-text"
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <audio
        ref={audio}
        src={recording.url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </li>
  );
}
