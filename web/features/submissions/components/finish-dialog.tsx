import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/modal-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { useRecordingWordsUsed } from '../hooks/use-recording-words';
import { plural } from '../lib/plural';

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
  const wordsUsed = useRecordingWordsUsed();
  const recordings = plural(recordingCount, 'recording', 'recordings');
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!submitting}
      title="Submit this session?"
      description="This session is stored with the week and sent for evaluation:"
    >
      <ul className="grid list-disc gap-1 pl-5">
        <li>{wordsUsed || recordingCount === 0 ? recordings : `${recordings}, kept for you to listen to`}</li>
        <li>{plural(photoCount, 'photo', 'photos')}</li>
        <li>your notes</li>
      </ul>
      <p className="font-semibold">This cannot be undone.</p>
      <DialogActions onCancel={() => onOpenChange(false)} busy={submitting} cancelVariant="secondary" className="grid gap-3 sm:flex sm:justify-end">
        <Button onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
          <Send aria-hidden="true" />
          Submit for Evaluation
        </Button>
      </DialogActions>
      {submitting ? (
        <p role="status" className="text-sm text-muted">
          Uploading your session…
        </p>
      ) : null}
    </ModalDialog>
  );
}
