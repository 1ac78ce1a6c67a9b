import { ShieldCheck } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { useRecordingWordsUsed } from '../hooks/use-recording-words';

/** What happens to a recording, wherever one is made, added or played (issue 35). */
export function RecordingNotice() {
  const t = useT();
  const wordsUsed = useRecordingWordsUsed();
  return (
    <div className="flex gap-3 rounded-xl bg-surface-2 p-4 text-sm" data-testid="recording-notice">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
      <div className="grid gap-1">
        <p>{wordsUsed ? t('submissions.recordings.wordsUsed') : t('submissions.recordings.wordsNotUsed')}</p>
        <p className="text-muted">
          {t('submissions.recordings.kept')} {t('submissions.recordings.deleted')}
        </p>
      </div>
    </div>
  );
}
