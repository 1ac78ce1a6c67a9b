import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, generateVoucherCode } from '../../../../contracts/admin';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useCreateVoucher } from '../api/vouchers';
import { todayForDateInput } from '../lib/voucher-dates';
import { emptyVoucherForm, normaliseVoucherCode, toCreateVoucherRequest, type VoucherFormErrors, type VoucherFormValues } from '../lib/voucher-form';
import { toastVoucherFailed, toastVoucherSuccess } from '../lib/voucher-toasts';

/**
 * Create Voucher (spec 001 §2, §5). Mounted only while open, so every opening starts from an
 * empty form with one use.
 */
export function VoucherCreateDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const create = useCreateVoucher();
  const [values, setValues] = useState<VoucherFormValues>(emptyVoucherForm);
  const [errors, setErrors] = useState<VoucherFormErrors>({});
  const set = (field: keyof VoucherFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'code' || field === 'maxUses') setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toCreateVoucherRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    try {
      await create.mutateAsync(result.request);
      toastVoucherSuccess(ADMIN_MESSAGES.voucherCreated);
      onClose();
    } catch (error) {
      toastVoucherFailed(error, ADMIN_MESSAGES.voucherCreateFailed);
      // A code already in use belongs next to the code as well as in the toast.
      if (errorStatus(error) === 409) setErrors({ code: errorMessage(error, ADMIN_MESSAGES.voucherCreateFailed) });
    }
  }

  const codeErrorId = `${id}-code-error`;
  const codeHintId = `${id}-code-hint`;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!create.isPending}
      title="Create Voucher"
      description="Parents enter the code when they pay for a plan."
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-code`}>Code</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-code`}
              name="code"
              value={values.code}
              onChange={(e) => set('code', normaliseVoucherCode(e.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={errors.code ? true : undefined}
              maxLength={32}
              aria-describedby={errors.code ? `${codeHintId} ${codeErrorId}` : codeHintId}
              className="font-mono tracking-wider uppercase"
            />
            <Button variant="secondary" onClick={() => set('code', generateVoucherCode())}>
              <Sparkles aria-hidden="true" />
              Generate
            </Button>
          </div>
          <p id={codeHintId} className="text-sm text-muted">
            4 to 32 letters and digits; parents type it in at checkout.
          </p>
          {errors.code ? (
            <p id={codeErrorId} className="text-sm font-medium text-destructive-text">
              {errors.code}
            </p>
          ) : null}
        </div>
        <TextField
          name="description"
          id={`${id}-description`}
          label="Description (optional)"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={500}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="maxUses"
            id={`${id}-max-uses`}
            label="Maximum uses"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.maxUses}
            onChange={(e) => set('maxUses', e.target.value)}
            error={errors.maxUses}
          />
          <TextField
            name="expiresAt"
            id={`${id}-expires-at`}
            label="Expiry date (optional)"
            type="date"
            min={todayForDateInput()}
            value={values.expiresAt}
            onChange={(e) => set('expiresAt', e.target.value)}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Voucher'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
