// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, AdminOrder } from '../../../../contracts/admin';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { NOTHING_TO_SAVE, OrderFulfillmentDialog } from './order-fulfillment-dialog';

const order: { id: string; productTitle: string; trackingNumber: string | null; fulfillmentNotes: string | null } = {
  id: 'abcdef12-3456-7890',
  productTitle: 'Custom Art T-Shirt - L, black',
  trackingNumber: null,
  fulfillmentNotes: null,
};

/** The server saves what it was sent and answers with the whole order. */
const server = mockApi(
  answer.patch(ADMIN_API.orderFulfillment(order.id), AdminOrder, ({ body }) => {
    const { trackingNumber, notes } = body as { trackingNumber?: string; notes?: string };
    const saved: AdminOrder = {
      ...order,
      productType: 'custom-tshirt',
      configuration: { size: 'L', color: 'black' },
      imageUrl: null,
      price: 3900,
      status: 'paid',
      trackingNumber: trackingNumber ?? null,
      fulfillmentNotes: notes ?? null,
      createdAt: '2026-02-14T12:00:00.000Z',
      user: { id: 'u1', email: 'robin@example.com' },
      shippingAddress: null,
      artworkFile: null,
    };
    return saved;
  }),
);

function renderDialog(saved: Partial<typeof order> = {}) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderFulfillmentDialog order={{ ...order, ...saved }} open onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  const sentBodies = () => server.requests().map((request) => request.body);
  return { onOpenChange, sentBodies };
}

const tracking = () => screen.getByLabelText('Tracking number');
const notes = () => screen.getByLabelText('Notes');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('OrderFulfillmentDialog', () => {
  it('is a labelled dialog naming the order, prefilled with the saved values', () => {
    renderDialog({ trackingNumber: '1Z999', fulfillmentNotes: 'Gift wrap' });
    expect(screen.getByRole('dialog', { name: 'Fulfillment Details' }).textContent).toContain('Order #abcdef12');
    expect((tracking() as HTMLInputElement).value).toBe('1Z999');
    expect((notes() as HTMLTextAreaElement).value).toBe('Gift wrap');
  });

  it('sends only the tracking number when the notes are empty', async () => {
    const { onOpenChange, sentBodies } = renderDialog();
    fireEvent.change(tracking(), { target: { value: '  1Z999AA10123456784 ' } });
    fireEvent.change(notes(), { target: { value: '   ' } });
    save();
    await screen.findByText('Order fulfillment information has been updated.');
    expect(server.requests()[0]).toMatchObject({ method: 'PATCH', path: '/api/admin/orders/abcdef12-3456-7890/fulfillment' });
    expect(sentBodies()).toEqual([{ trackingNumber: '1Z999AA10123456784' }]);
    expect(screen.getByText('Fulfillment updated')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends only the notes when the tracking number is empty', async () => {
    const { sentBodies } = renderDialog();
    fireEvent.change(notes(), { target: { value: 'Printed, waiting for pickup' } });
    save();
    await waitFor(() => expect(sentBodies()).toEqual([{ notes: 'Printed, waiting for pickup' }]));
  });

  it('sends nothing and says why when both are empty', async () => {
    const { onOpenChange } = renderDialog();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(NOTHING_TO_SAVE);
    expect(server.requests()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('stays open and says so when saving fails', async () => {
    server.use(answerError('patch', ADMIN_API.orderFulfillment(order.id), 500, { code: 'INTERNAL', message: 'nope' }));
    const { onOpenChange } = renderDialog();
    fireEvent.change(tracking(), { target: { value: '1Z' } });
    save();
    await screen.findByText('Failed to update fulfillment information.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Cancel closes without saving', () => {
    const { onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(server.requests()).toEqual([]);
  });
});
