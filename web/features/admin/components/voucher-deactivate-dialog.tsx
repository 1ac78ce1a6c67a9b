import { ADMIN_MESSAGES, type AdminVoucher } from '../../../../contracts/admin';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { useDeactivateVoucher } from '../api/vouchers';
import { toastVoucherFailed, toastVoucherSuccess } from '../lib/voucher-toasts';

/** Deactivate is one way (spec 001 §4), so it asks once before it happens. */
export function VoucherDeactivateDialog({ voucher, onClose }: { voucher: AdminVoucher; onClose: () => void }) {
  const deactivate = useDeactivateVoucher();

  async function confirm() {
    try {
      await deactivate.mutateAsync(voucher.id);
      toastVoucherSuccess(ADMIN_MESSAGES.voucherDeactivated);
      onClose();
    } catch (error) {
      toastVoucherFailed(error, ADMIN_MESSAGES.voucherDeactivateFailed);
    }
  }

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!deactivate.isPending}
      title={`Deactivate ${voucher.code}?`}
      description="Parents will no longer be able to use this code. A deactivated voucher cannot be switched back on."
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={deactivate.isPending}>
          Keep active
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} disabled={deactivate.isPending}>
          {deactivate.isPending ? 'Deactivating…' : 'Deactivate'}
        </Button>
      </div>
    </ModalDialog>
  );
}
