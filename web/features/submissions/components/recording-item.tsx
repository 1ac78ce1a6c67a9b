import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SessionAudio } from '../../../../contracts/submissions';
import { Button } from '@/components/ui/button';
import { durationInWords } from '@/lib/format-duration';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';

type RecordingItemProps = {
  audio: SessionAudio;
  index: number;
  playing: boolean;
  onPlayingChange: (id: string, playing: boolean) => void;
};

/** One voice recording: play or pause it, and read what was said. */
export function RecordingItem({ audio, index, playing, onPlayingChange }: RecordingItemProps) {
  const t = useT();
  const element = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    if (playing) player.play().catch(() => onPlayingChange(audio.id, false));
    else player.pause();
  }, [playing, onPlayingChange, audio.id]);

  const name = t('submissions.recordings.name', { number: index + 1 });
  return (
    <li className="grid gap-3 rounded-xl bg-surface-2 p-4">
      <div className="flex items-center gap-3">
        <Button
          size="icon"
          variant={playing ? 'secondary' : 'default'}
          aria-label={playing ? t('submissions.recordings.pause', { name }) : t('submissions.recordings.play', { name })}
          onClick={() => onPlayingChange(audio.id, !playing)}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <div>
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-muted">
            <span className="sr-only">{t('submissions.recordings.length')}</span>
            {durationInWords(audio.duration)}
          </p>
        </div>
        <audio ref={element} src={audio.audioUrl} preload="none" onEnded={() => onPlayingChange(audio.id, false)} />
      </div>
      <Transcript audio={audio} />
    </li>
  );
}

/**
 * What was said, or a plain word on why it is not here. A recording is transcribed once, right
 * after it is sent: "unavailable" (no transcription service for this parent) and "failed" stay
 * so, and only "pending" promises a transcript. Which service is missing is for the operator.
 */
const NO_TRANSCRIPT: Record<SessionAudio['transcriptionStatus'], MessageKey> = {
  pending: 'submissions.results.transcript.pending',
  unavailable: 'submissions.results.transcript.unavailable',
  failed: 'submissions.results.transcript.failed',
  completed: 'submissions.results.transcript.completed',
};

function Transcript({ audio }: { audio: SessionAudio }) {
  const t = useT();
  if (audio.transcriptionStatus === 'completed' && audio.transcript) {
    return <blockquote className="border-l-2 border-sky pl-3 whitespace-pre-line">{audio.transcript}</blockquote>;
  }
  return <p className="text-sm text-muted">{t(NO_TRANSCRIPT[audio.transcriptionStatus])}</p>;
}
