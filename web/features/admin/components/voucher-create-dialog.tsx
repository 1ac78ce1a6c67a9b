import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { ADMIN_MESSAGES, generateVoucherCode } from '../../../../contracts/admin';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { DialogActions } from '@/components/dialog-actions';
import { useCreateVoucher } from '../api/vouchers';
import { todayForDateInput } from '../lib/voucher-dates';
import { emptyVoucherForm, normaliseVoucherCode, toCreateVoucherRequest, VoucherFields } from '../lib/voucher-form';
import { toastVoucherFailed, toastVoucherSuccess } from '../lib/voucher-toasts';

/**
 * Create Voucher (spec 001 §2, §5). Mounted only while open, so every opening starts from an
 * empty form with one use.
 */
export function VoucherCreateDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const create = useCreateVoucher();
  const form = useContractForm(VoucherFields, { defaultValues: emptyVoucherForm() });
  const { errors } = form.formState;
  const code = form.register('code');

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      await create.mutateAsync(toCreateVoucherRequest(fields));
      toastVoucherSuccess(ADMIN_MESSAGES.voucherCreated);
      onClose();
    } catch (error) {
      toastVoucherFailed(error, ADMIN_MESSAGES.voucherCreateFailed);
      // A code already in use belongs next to the code as well as in the toast.
      if (errorStatus(error) === 409) form.setError('code', { type: 'server', message: errorMessage(error, ADMIN_MESSAGES.voucherCreateFailed) });
    }
  });

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
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-code`}>Code</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-code`}
              {...code}
              onChange={(event) => {
                event.target.value = normaliseVoucherCode(event.target.value);
                return code.onChange(event);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={errors.code ? true : undefined}
              maxLength={32}
              aria-describedby={errors.code ? `${codeHintId} ${codeErrorId}` : codeHintId}
              className="font-mono tracking-wider uppercase"
            />
            <Button
              variant="secondary"
              onClick={() => {
                form.setValue('code', generateVoucherCode());
                form.clearErrors('code');
              }}
            >
              <Sparkles aria-hidden="true" />
              Generate
            </Button>
          </div>
          <p id={codeHintId} className="text-sm text-muted">
            4 to 32 letters and digits; parents type it in at checkout.
          </p>
          <FieldError id={codeErrorId} error={errors.code?.message} />
        </div>
        <TextField id={`${id}-description`} label="Description (optional)" maxLength={500} {...form.register('description')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-max-uses`}
            label="Maximum uses"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.maxUses?.message}
            {...form.register('maxUses')}
          />
          <TextField id={`${id}-expires-at`} label="Expiry date (optional)" type="date" min={todayForDateInput()} {...form.register('expiresAt')} />
        </div>
        <DialogActions onCancel={onClose} busy={create.isPending} cancelVariant="secondary" className="flex flex-wrap justify-end gap-3">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Voucher'}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
