import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The safe choice, first and focused: closing the dialog means the same. */
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
}

/** A question before something that cannot be taken back: leaving unsent work, deleting a kept draft. */
export function ConfirmDialog({ open, title, children, keepLabel, confirmLabel, onKeep, onConfirm }: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      title={title}
      description={children}
    >
      <div className="grid gap-3 sm:flex sm:flex-row-reverse sm:justify-start">
        <Button onClick={onKeep}>{keepLabel}</Button>
        <Button variant="secondary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
