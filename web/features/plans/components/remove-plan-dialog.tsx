import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import type { Plan } from '../../../../contracts/plans';
import { useDeletePlan } from '../api/delete-plan';
import { handleLoggedOut } from '../../../lib/logged-out';
import { childDisplayName, removalKind } from '../lib/plan-status';
import { ModalDialog } from '@/components/modal-dialog';
import { DialogActions } from '@/components/dialog-actions';

interface RemovePlanDialogProps {
  plan: Plan | null;
  onClose: () => void;
}

/**
 * "Are you sure?": a paid plan is archived (its drawings kept, restorable from Archived Plans, its
 * share links turned off for good), an unpaid one deleted.
 */
export function RemovePlanDialog({ plan, onClose }: RemovePlanDialogProps) {
  const remove = useDeletePlan();
  const kind = plan ? removalKind(plan) : 'delete';
  const name = plan ? childDisplayName(plan) : '';

  function confirm() {
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: ({ archived }) => {
        toast(
          archived
            ? { title: 'Plan archived successfully', description: `${name}'s plan is under Archived Plans, ready to restore whenever you like.` }
            : { title: 'Plan deleted successfully' },
        );
        onClose();
      },
      onError: (error) => {
        onClose();
        if (!handleLoggedOut(error)) toast({ variant: 'destructive', title: 'Failed to delete plan' });
      },
    });
  }

  return (
    <ModalDialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!remove.isPending}
      title="Are you sure?"
      description={
        kind === 'archive'
          ? `${name}'s plan will move to Archived Plans at the bottom of your dashboard. The drawings and feedback are kept, and you can restore the plan at any time. Any links you shared to its reports stop working, and stay off if you restore it.`
          : `${name}'s unpaid plan will be deleted for good. This cannot be undone.`
      }
    >
      <DialogActions onCancel={onClose} busy={remove.isPending}>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {kind === 'archive' ? 'Archive' : 'Delete'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
