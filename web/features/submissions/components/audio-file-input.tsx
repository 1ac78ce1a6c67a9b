import { FileAudio } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { audioRejectionToast, checkAudioFiles } from '../lib/audio-check';

type AudioFileInputProps = {
  /** How many recordings are already there: the limit counts them too. */
  alreadyChosen: number;
  onAdd: (files: File[]) => void;
  disabled?: boolean;
};

/**
 * A voice recording made elsewhere — a phone's recorder app — chosen as a file (issue 35). It
 * meets the recordings' limits here and is read like any recording on the server.
 */
export function AudioFileInput({ alreadyChosen, onAdd, disabled = false }: AudioFileInputProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { accepted, rejected } = checkAudioFiles([...(event.target.files ?? [])], alreadyChosen);
    // Lets the parent choose the same file again after changing their mind.
    event.target.value = '';
    if (accepted.length > 0) onAdd(accepted);
    // One toast at a time (spec 000 §4): the first problem is the one shown.
    const first = rejected[0];
    if (first) toast({ variant: 'destructive', ...audioRejectionToast(t, first) });
  }

  return (
    <div className="grid justify-items-center gap-2 text-center">
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled} className="w-full max-w-xs">
        <FileAudio aria-hidden="true" />
        {t('submissions.recordings.addFile')}
      </Button>
      <p className="text-sm text-muted">{t('submissions.recordings.addFileHint')}</p>
      <input
        ref={input}
        name="recording-files"
        type="file"
        accept="audio/*"
        multiple
        hidden
        aria-label={t('submissions.recordings.addFile')}
        onChange={onChange}
      />
    </div>
  );
}
