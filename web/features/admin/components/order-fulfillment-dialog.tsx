import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, type AdminOrder } from '../../../../contracts/admin';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/use-toast';
import { shortId } from '../lib/format';
import { fulfillmentUpdate } from '../lib/order-labels';
import { useUpdateFulfillment } from '../api/orders';

export const NOTHING_TO_SAVE = 'Please enter a tracking number or notes';

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
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [notes, setNotes] = useState(order.fulfillmentNotes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateFulfillment();

  function submit(event: FormEvent) {
    event.preventDefault();
    const update = fulfillmentUpdate(trackingNumber, notes);
    if (!update) return setProblem(NOTHING_TO_SAVE);
    setProblem(null);
    save.mutate(
      { id: order.id, update },
      {
        onSuccess: () => {
          toast({ title: ADMIN_MESSAGES.fulfillmentUpdatedTitle, description: ADMIN_MESSAGES.fulfillmentUpdated });
          onDone();
        },
        onError: () => toast({ variant: 'destructive', title: ADMIN_MESSAGES.fulfillmentFailed }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        name="trackingNumber"
        label="Tracking number"
        value={trackingNumber}
        onChange={(e) => setTrackingNumber(e.target.value)}
        maxLength={100}
        autoComplete="off"
      />
      <div className="grid gap-2">
        <Label htmlFor="fulfillment-notes">Notes</Label>
        <textarea
          id="fulfillment-notes"
          name="notes"
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
          className="block min-h-28 w-full rounded-xl border border-input bg-background px-4 py-3 text-base text-foreground"
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Details'}
        </Button>
      </div>
    </form>
  );
}
