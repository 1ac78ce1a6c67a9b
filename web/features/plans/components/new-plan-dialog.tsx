import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { useCreatePlan } from '../api/create-plan';
import { handleLoggedOut } from '../../../lib/logged-out';
import { ModalDialog } from '@/components/modal-dialog';
import type { PaymentTarget } from '@/features/payments';

export const CHILD_NAME_REQUIRED = "Please enter your child's name";

interface NewPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan exists (unpaid): the dashboard opens its payment next. */
  onCreated: (target: PaymentTarget) => void;
}

/** "Start New Development Plan": the child's name, then on to payment. */
export function NewPlanDialog({ open, onOpenChange, onCreated }: NewPlanDialogProps) {
  const [childName, setChildName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreatePlan();

  function close(next: boolean) {
    if (!next) {
      setChildName('');
      setError(undefined);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = childName.trim();
    if (!name) {
      setError(CHILD_NAME_REQUIRED);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    create.mutate(
      { childName: name },
      {
        onSuccess: ({ planId }) => {
          close(false);
          onCreated({ planId, childName: name });
        },
        onError: (failure) => {
          if (handleLoggedOut(failure)) return;
          if (errorStatus(failure) === 400) setError(CHILD_NAME_REQUIRED);
          toast({ variant: 'destructive', title: 'Failed to create development plan' });
        },
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={close}
      dismissible={!create.isPending}
      title="Start New Development Plan"
      description="Whose drawings will this plan follow? The name makes every challenge and note personal."
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField
          name="childName"
          label="Child's name"
          autoComplete="off"
          maxLength={60}
          value={childName}
          error={error}
          onChange={(e) => {
            setChildName(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating plan…' : 'Continue to Payment'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
