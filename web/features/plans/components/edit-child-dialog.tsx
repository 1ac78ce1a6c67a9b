import { Lock } from 'lucide-react';
import { useState } from 'react';
import { formatYearsMonthsIn } from '../../../../contracts/child-age';
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
import { useLocale, useT } from '@/i18n/use-t';
import { useUpdatePlan } from '../api/update-plan';
import { handleLoggedOut } from '../../../lib/logged-out';
import { birthDateFixed, birthDateText } from '../lib/child-details';
import { childDisplayName } from '../lib/plan-status';
import { setupBirthYears, setupMessage } from '../lib/setup-age';

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
  const t = useT();
  const fixed = birthDateFixed(plan);
  const name = childDisplayName(plan, t);
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
          toast({ title: t('plans.edit.saved'), description: t('plans.edit.savedText', { name: childDisplayName(saved, t) }) });
          onClose();
        },
        onError: (failure) => {
          if (handleLoggedOut(failure)) return;
          if (!showServerFieldErrors(form, failure)) setProblem(errorMessage(failure, t('plans.edit.saveFailed')));
        },
      },
    );
  });

  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!update.isPending}
      title={t('plans.edit.title')}
      description={t('plans.edit.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField
          label={t('plans.childName')}
          autoComplete="off"
          maxLength={60}
          error={setupMessage(t, errors.childName?.message)}
          {...form.register('childName')}
        />
        {fixed ? (
          <FixedBirthDate plan={plan} name={name} />
        ) : (
          <BirthDateField
            id="edit-birth"
            legend={t('plans.birthMonthAndYear')}
            labels={{ month: t('plans.birthMonth'), year: t('plans.birthYear') }}
            years={setupBirthYears()}
            month={form.watch('birthMonth')}
            year={form.watch('birthYear')}
            onMonthChange={(value) => setBirth('birthMonth', value)}
            onYearChange={(value) => setBirth('birthYear', value)}
            disabled={update.isPending}
            error={setupMessage(t, errors.birthMonth?.message ?? errors.birthYear?.message)}
            hint={t('plans.edit.birthHint')}
          />
        )}
        <FormError message={problem} />
        <DialogActions onCancel={onClose} busy={update.isPending}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('plans.edit.saving') : t('plans.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

/** After setup the birth date is shown, not offered: the plan was made for that age. */
function FixedBirthDate({ plan, name }: { plan: Plan; name: string }) {
  const t = useT();
  const born = birthDateText(plan, useLocale());
  return (
    <div className="grid gap-1.5 rounded-xl border border-border bg-surface-2 p-4">
      <p className="font-semibold">{t('plans.birthMonthAndYear')}</p>
      <p>
        {born ??
          (plan.baselineChildAge === null ? t('plans.edit.notGiven') : t('plans.edit.ageAtSetup', { age: formatYearsMonthsIn(t, plan.baselineChildAge) }))}
      </p>
      <p className="flex gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('plans.edit.birthFixed', { name })}</span>
      </p>
    </div>
  );
}
