import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SessionAudio } from '../../../../contracts/submissions';
import { Button } from '@/components/ui/button';
import { formatDuration } from '../lib/duration';

type RecordingItemProps = {
  audio: SessionAudio;
  index: number;
  playing: boolean;
  onPlayingChange: (id: string, playing: boolean) => void;
};

/** One voice recording: play or pause it, and read what was said. */
export function RecordingItem({ audio, index, playing, onPlayingChange }: RecordingItemProps) {
  const element = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    if (playing) player.play().catch(() => onPlayingChange(audio.id, false));
    else player.pause();
  }, [playing, onPlayingChange, audio.id]);

  const name = `Recording ${index + 1}`;
  return (
    <li className="grid gap-3 rounded-xl bg-surface-2 p-4">
      <div className="flex items-center gap-3">
        <Button
          size="icon"
          variant={playing ? 'secondary' : 'default'}
          aria-label={playing ? `Pause ${name}` : `Play ${name}`}
          onClick={() => onPlayingChange(audio.id, !playing)}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <div>
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-muted">
            <span className="sr-only">Length </span>
            {formatDuration(audio.duration)}
          </p>
        </div>
        <audio ref={element} src={audio.audioUrl} preload="none" onEnded={() => onPlayingChange(audio.id, false)} />
      </div>
      <Transcript audio={audio} />
    </li>
  );
}

function Transcript({ audio }: { audio: SessionAudio }) {
  if (audio.transcriptionStatus === 'completed' && audio.transcript) {
    return <blockquote className="border-l-2 border-sky pl-3 whitespace-pre-line">{audio.transcript}</blockquote>;
  }
  const text =
    audio.transcriptionStatus === 'pending'
      ? 'Transcribing… the words will appear here shortly.'
      : audio.transcriptionStatus === 'unavailable'
        ? 'Transcripts need an AI provider on this server, so this recording has none. You can still listen to it.'
        : audio.transcriptionStatus === 'failed'
          ? 'We could not transcribe this recording. You can still listen to it.'
          : 'No words were picked up in this recording.';
  return <p className="text-sm text-muted">{text}</p>;
}
