import { Lock } from 'lucide-react';
import { useState } from 'react';
import { formatYearsMonths } from '../../../../contracts/child-age';
import { UpdatePlanRequest, type Plan } from '../../../../contracts/plans';
import { BirthDateField } from '@/components/birth-date-field';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { showServerFieldErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { FormError } from '@/components/ui/form-error';
import { DialogActions } from '@/components/dialog-actions';
import { useUpdatePlan } from '../api/update-plan';
import { handleLoggedOut } from '../../../lib/logged-out';
import { birthDateFixed, birthDateText } from '../lib/child-details';
import { childDisplayName } from '../lib/plan-status';
import { setupBirthYears } from '../lib/setup-age';

interface EditChildDialogProps {
  /** The plan whose child is edited; null while closed. */
  plan: Plan | null;
  onClose: () => void;
}

/** "Edit Child Details": the child's name, and the birth date until the plan is set up. */
export function EditChildDialog({ plan, onClose }: EditChildDialogProps) {
  // Keyed by plan: each opening starts from that plan's details.
  return plan ? <EditChildForm key={plan.id} plan={plan} onClose={onClose} /> : null;
}

function EditChildForm({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const fixed = birthDateFixed(plan);
  const name = childDisplayName(plan);
  const form = useContractForm(UpdatePlanRequest, {
    defaultValues: {
      childName: plan.childName,
      birthMonth: fixed ? undefined : (plan.birthMonth ?? undefined),
      birthYear: fixed ? undefined : (plan.birthYear ?? undefined),
    },
  });
  const update = useUpdatePlan();
  const [problem, setProblem] = useState<string | undefined>();
  const errors = form.formState.errors;

  const setBirth = (field: 'birthMonth' | 'birthYear', value: number | undefined) =>
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const submit = form.handleSubmit(({ childName, birthMonth, birthYear }) => {
    setProblem(undefined);
    const birth = fixed || birthMonth === undefined ? {} : { birthMonth, birthYear };
    update.mutate(
      { planId: plan.id, changes: { childName, ...birth } },
      {
        onSuccess: ({ plan: saved }) => {
          toast({ title: 'Changes saved', description: `${childDisplayName(saved)}'s details are up to date.` });
          onClose();
        },
        onError: (failure) => {
          if (handleLoggedOut(failure)) return;
          if (!showServerFieldErrors(form, failure)) setProblem(errorMessage(failure, 'Your changes could not be saved. Please try again.'));
        },
      },
    );
  });

  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!update.isPending}
      title="Edit Child Details"
      description="The name appears across the plan, in every challenge and note."
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField label="Child's name" autoComplete="off" maxLength={60} error={errors.childName?.message} {...form.register('childName')} />
        {fixed ? (
          <FixedBirthDate plan={plan} name={name} />
        ) : (
          <BirthDateField
            id="edit-birth"
            legend="Birth month and year"
            labels={{ month: 'Birth month', year: 'Birth year' }}
            years={setupBirthYears()}
            month={form.watch('birthMonth')}
            year={form.watch('birthYear')}
            onMonthChange={(value) => setBirth('birthMonth', value)}
            onYearChange={(value) => setBirth('birthYear', value)}
            disabled={update.isPending}
            error={errors.birthMonth?.message ?? errors.birthYear?.message}
            hint="Setup tunes the plan to this age. You can change it until the plan is set up."
          />
        )}
        <FormError message={problem} />
        <DialogActions onCancel={onClose} busy={update.isPending}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

/** After setup the birth date is shown, not offered: the plan was made for that age. */
function FixedBirthDate({ plan, name }: { plan: Plan; name: string }) {
  const born = birthDateText(plan);
  return (
    <div className="grid gap-1.5 rounded-xl border border-border bg-surface-2 p-4">
      <p className="font-semibold">Birth month and year</p>
      <p>{born ?? (plan.baselineChildAge === null ? 'Not given' : `${formatYearsMonths(plan.baselineChildAge)} old at setup`)}</p>
      <p className="flex gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>The birth date is fixed once the plan is set up: the first estimate and the 26 challenges were made for {name}&apos;s age at that time.</span>
      </p>
    </div>
  );
}
