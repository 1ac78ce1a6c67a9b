import { z } from 'zod';
import { ADMIN_MESSAGES, UpdateFulfillmentRequest, type AdminOrder } from '../../../../contracts/admin';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { FormError } from '@/components/ui/form-error';
import { DialogActions } from '@/components/dialog-actions';
import { shortId } from '../lib/format';
import { useUpdateFulfillment } from '../api/orders';

export const NOTHING_TO_SAVE = 'Please enter a tracking number or notes';

/** The two boxes as typed; blank ones are left out of the request (spec 001 §5), whose schema wants at least one. */
const FulfillmentFields = z
  .object({ trackingNumber: z.string(), notes: z.string() })
  .transform(({ trackingNumber, notes }) => ({
    ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
    ...(notes.trim() ? { notes: notes.trim() } : {}),
  }))
  .pipe(UpdateFulfillmentRequest);

interface OrderFulfillmentDialogProps {
  order: Pick<AdminOrder, 'id' | 'productTitle' | 'trackingNumber' | 'fulfillmentNotes'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 001 §2 'Fulfillment Details': tracking number and notes, prefilled; only non-empty fields are sent (§5). */
export function OrderFulfillmentDialog({ order, open, onOpenChange }: OrderFulfillmentDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="Fulfillment Details" description={`Order #${shortId(order.id)} · ${order.productTitle}`}>
      {/* Mounted only while open, so each opening starts from the order's saved values. */}
      {open ? <FulfillmentForm order={order} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function FulfillmentForm({ order, onDone }: { order: OrderFulfillmentDialogProps['order']; onDone: () => void }) {
  const form = useContractForm(FulfillmentFields, { defaultValues: { trackingNumber: order.trackingNumber ?? '', notes: order.fulfillmentNotes ?? '' } });
  // The request's rule spans both boxes, so its message belongs to the whole form (the resolver files it under '').
  const problem = (form.formState.errors as Partial<Record<string, { message?: string }>>)['']?.message;
  const save = useUpdateFulfillment();

  const submit = form.handleSubmit((update) =>
    save.mutate(
      { id: order.id, update },
      {
        onSuccess: () => {
          toast({ title: ADMIN_MESSAGES.fulfillmentUpdatedTitle, description: ADMIN_MESSAGES.fulfillmentUpdated });
          onDone();
        },
        onError: () => toast({ variant: 'destructive', title: ADMIN_MESSAGES.fulfillmentFailed }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField label="Tracking number" maxLength={100} autoComplete="off" {...form.register('trackingNumber')} />
      <div className="grid gap-2">
        <Label htmlFor="fulfillment-notes">Notes</Label>
        <textarea
          id="fulfillment-notes"
          maxLength={2000}
          {...form.register('notes')}
          className="block min-h-28 w-full rounded-xl border border-input bg-background px-4 py-3 text-base text-foreground"
        />
      </div>
      <FormError message={problem} className="text-sm" />
      <DialogActions onCancel={onDone} busy={save.isPending} cancelVariant="secondary">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Details'}
        </Button>
      </DialogActions>
    </form>
  );
}
