import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

interface DialogActionsProps {
  onCancel: () => void;
  /** The action is running: Cancel waits too, so the dialog is not closed under it. */
  busy: boolean;
  cancelVariant?: 'outline' | 'secondary';
  /** The row's layout; by default the action comes first on a phone (under the thumb) and last on a wide screen. */
  className?: string;
  /** The action's own button. */
  children: ReactNode;
}

/** A dialog's Cancel button beside its action. */
export function DialogActions({
  onCancel,
  busy,
  cancelVariant = 'outline',
  className = 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
  children,
}: DialogActionsProps) {
  const t = useT();
  return (
    <div className={className}>
      <Button variant={cancelVariant} onClick={onCancel} disabled={busy}>
        {t('components.cancel')}
      </Button>
      {children}
    </div>
  );
}
