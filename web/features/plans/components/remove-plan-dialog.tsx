import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import type { Plan } from '../../../../contracts/plans';
import { useDeletePlan } from '../api/delete-plan';
import { handleLoggedOut } from '../../../lib/logged-out';
import { childDisplayName, removalKind } from '../lib/plan-status';
import { ModalDialog } from '@/components/modal-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { useT } from '@/i18n/use-t';

interface RemovePlanDialogProps {
  plan: Plan | null;
  onClose: () => void;
}

/**
 * "Are you sure?": a paid plan is archived (its drawings kept, restorable from Archived Plans, its
 * share links turned off for good), an unpaid one deleted.
 */
export function RemovePlanDialog({ plan, onClose }: RemovePlanDialogProps) {
  const t = useT();
  const remove = useDeletePlan();
  const kind = plan ? removalKind(plan) : 'delete';
  const name = plan ? childDisplayName(plan, t) : '';

  function confirm() {
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: ({ archived }) => {
        toast(archived ? { title: t('plans.remove.archived'), description: t('plans.remove.archivedText', { name }) } : { title: t('plans.remove.deleted') });
        onClose();
      },
      onError: (error) => {
        onClose();
        if (!handleLoggedOut(error)) toast({ variant: 'destructive', title: t('plans.remove.failed') });
      },
    });
  }

  return (
    <ModalDialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!remove.isPending}
      title={t('plans.remove.title')}
      description={kind === 'archive' ? t('plans.remove.archiveText', { name }) : t('plans.remove.deleteText', { name })}
    >
      <DialogActions onCancel={onClose} busy={remove.isPending}>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {kind === 'archive' ? t('plans.remove.archive') : t('plans.remove.delete')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
