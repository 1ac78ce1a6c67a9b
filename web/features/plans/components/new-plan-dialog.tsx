import { CreatePlanRequest } from '../../../../contracts/plans';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorStatus } from '@/lib/api';
import { showServerFieldErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { useCreatePlan } from '../api/create-plan';
import { handleLoggedOut } from '../../../lib/logged-out';
import { ModalDialog } from '@/components/modal-dialog';
import type { PaymentTarget } from '@/features/payments';
import { DialogActions } from '@/components/dialog-actions';
import { useT } from '@/i18n/use-t';
import { setupMessage } from '../lib/setup-age';

/** The contract's own message for a blank name (CreatePlanRequest), as a message key. */
export const CHILD_NAME_REQUIRED = 'plans.newPlan.nameRequired';

interface NewPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan exists (unpaid): the dashboard opens its payment next. */
  onCreated: (target: PaymentTarget) => void;
}

/** "Start New Development Plan": the child's name, then on to payment. */
export function NewPlanDialog({ open, onOpenChange, onCreated }: NewPlanDialogProps) {
  const t = useT();
  const form = useContractForm(CreatePlanRequest, { defaultValues: { childName: '' } });
  const create = useCreatePlan();

  function close(next: boolean) {
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit(({ childName }) => {
    create.mutate(
      { childName },
      {
        onSuccess: ({ planId }) => {
          close(false);
          onCreated({ planId, childName });
        },
        onError: (failure) => {
          if (handleLoggedOut(failure)) return;
          // A refusal without a field of its own is still about the only field there is.
          if (!showServerFieldErrors(form, failure) && errorStatus(failure) === 400)
            form.setError('childName', { message: t(CHILD_NAME_REQUIRED) }, { shouldFocus: true });
          toast({ variant: 'destructive', title: t('plans.newPlan.failed') });
        },
      },
    );
  });

  return (
    <ModalDialog open={open} onOpenChange={close} dismissible={!create.isPending} title={t('plans.newPlan.title')} description={t('plans.newPlan.description')}>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField
          label={t('plans.childName')}
          autoComplete="off"
          maxLength={60}
          error={setupMessage(t, form.formState.errors.childName?.message)}
          {...form.register('childName')}
        />
        <DialogActions onCancel={() => close(false)} busy={create.isPending}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('plans.newPlan.creating') : t('plans.newPlan.continue')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
