import { ShieldCheck } from 'lucide-react';
import { RECORDING_WORDS } from '../../../../contracts/submissions';
import { useRecordingWordsUsed } from '../hooks/use-recording-words';

/** What happens to a recording, wherever one is made, added or played (issue 35). */
export function RecordingNotice() {
  const wordsUsed = useRecordingWordsUsed();
  return (
    <div className="flex gap-3 rounded-xl bg-surface-2 p-4 text-sm" data-testid="recording-notice">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
      <div className="grid gap-1">
        <p>{wordsUsed ? RECORDING_WORDS.wordsUsed : RECORDING_WORDS.wordsNotUsed}</p>
        <p className="text-muted">
          {RECORDING_WORDS.kept} {RECORDING_WORDS.deleted}
        </p>
      </div>
    </div>
  );
}
