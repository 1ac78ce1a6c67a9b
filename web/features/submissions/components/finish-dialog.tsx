import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/modal-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { useT } from '@/i18n/use-t';
import { useRecordingWordsUsed } from '../hooks/use-recording-words';

interface FinishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recordingCount: number;
  photoCount: number;
  submitting: boolean;
  onSubmit: () => void;
}

/**
 * Spec 000 §2: the last check before the session is evaluated. It says what the evaluation
 * really reads (issue 35): recordings only when an AI model writes out their words.
 */
export function FinishDialog({ open, onOpenChange, recordingCount, photoCount, submitting, onSubmit }: FinishDialogProps) {
  const t = useT();
  const wordsUsed = useRecordingWordsUsed();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!submitting}
      title={t('submissions.finish.title')}
      description={t('submissions.finish.description')}
    >
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          {wordsUsed || recordingCount === 0
            ? t('submissions.count.recordings', { count: recordingCount })
            : t('submissions.finish.recordingsKept', { count: recordingCount })}
        </li>
        <li>{t('submissions.count.photos', { count: photoCount })}</li>
        <li>{t('submissions.draft.yourNotes')}</li>
      </ul>
      <p className="font-semibold">{t('submissions.finish.cannotUndo')}</p>
      <DialogActions onCancel={() => onOpenChange(false)} busy={submitting} cancelVariant="secondary" className="grid gap-3 sm:flex sm:justify-end">
        <Button onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
          <Send aria-hidden="true" />
          {t('submissions.finish.submit')}
        </Button>
      </DialogActions>
      {submitting ? (
        <p role="status" className="text-sm text-muted">
          {t('submissions.finish.uploading')}
        </p>
      ) : null}
    </ModalDialog>
  );
}
