// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, AdminVoucher } from '../../../../contracts/admin';
import { answer, answerError, answerRaw, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { VoucherCreateDialog } from './voucher-create-dialog';

/** The server makes the voucher it was sent. */
const server = mockApi(
  answer.post(
    ADMIN_API.vouchers,
    AdminVoucher,
    ({ body }) => {
      const sent = body as { code: string; description: string | null; expiresAt: string | null; maxUses: number };
      return { id: 'v1', ...sent, currentUses: 0, isActive: true, createdAt: '2026-03-01T09:00:00.000Z' };
    },
    201,
  ),
);

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VoucherCreateDialog onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  const posts = () => server.requests('POST').map(({ path, body }) => ({ url: path, body }));
  return { posts, onClose, code: screen.getByLabelText('Code') as HTMLInputElement };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Voucher' }));

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('VoucherCreateDialog', () => {
  it('requires a code, shown next to the field, and sends nothing', async () => {
    const { posts, code } = renderDialog();
    submit();
    expect(await screen.findByText('Voucher code is required')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
    // Typing clears the message.
    fireEvent.change(code, { target: { value: 'a' } });
    await waitFor(() => expect(screen.queryByText('Voucher code is required')).toBeNull());
  });

  it('upper-cases the code as it is typed', () => {
    const { code } = renderDialog();
    fireEvent.change(code, { target: { value: 'spring25' } });
    expect(code.value).toBe('SPRING25');
  });

  it('Generate fills in 8 characters of A–Z and 0–9, new each time', () => {
    const { code } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const first = code.value;
    expect(first).toMatch(/^[A-Z0-9]{8}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(code.value).toMatch(/^[A-Z0-9]{8}$/);
    expect(code.value).not.toBe(first);
  });

  it('starts with one use, refuses fewer than one, and sends the four fields', async () => {
    const { posts, code, onClose } = renderDialog();
    const maxUses = screen.getByLabelText('Maximum uses') as HTMLInputElement;
    expect(maxUses.value).toBe('1');
    fireEvent.change(code, { target: { value: 'fair' } });
    fireEvent.change(maxUses, { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Maximum uses must be a whole number of at least 1')).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(maxUses, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Spring fair' } });
    fireEvent.change(screen.getByLabelText('Expiry date (optional)'), { target: { value: '2099-12-31' } });
    submit();
    await screen.findByText('Voucher created successfully');
    expect(screen.getByText('Success')).toBeTruthy();
    expect(posts()).toEqual([{ url: '/api/admin/vouchers', body: { code: 'FAIR', description: 'Spring fair', expiresAt: '2099-12-31', maxUses: 3 } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message for a code already in use, and stays open", async () => {
    server.use(answerError('post', ADMIN_API.vouchers, 409, { code: 'CONFLICT', message: 'A voucher with this code already exists' }));
    const { code, onClose } = renderDialog();
    fireEvent.change(code, { target: { value: 'TAKEN' } });
    submit();
    await waitFor(() => expect(screen.getAllByText('A voucher with this code already exists')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to create voucher" when the server says nothing readable', async () => {
    server.use(answerRaw('post', ADMIN_API.vouchers, 502, '<html>bad gateway</html>'));
    const { code } = renderDialog();
    fireEvent.change(code, { target: { value: 'X' } });
    submit();
    await screen.findByText('Failed to create voucher');
  });
});
