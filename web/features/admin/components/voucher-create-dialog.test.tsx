// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { VoucherCreateDialog } from './voucher-create-dialog';

function renderDialog(answer: () => Response = () => Response.json({ id: 'v1' }, { status: 201 })) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VoucherCreateDialog onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  const posts = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url, body: JSON.parse(init!.body as string) as unknown }));
  return { posts, onClose, code: screen.getByLabelText('Code') as HTMLInputElement };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Voucher' }));

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('VoucherCreateDialog', () => {
  it('requires a code, shown next to the field, and sends nothing', () => {
    const { posts, code } = renderDialog();
    submit();
    expect(screen.getByText('Voucher code is required')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
    // Typing clears the message.
    fireEvent.change(code, { target: { value: 'a' } });
    expect(screen.queryByText('Voucher code is required')).toBeNull();
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
    expect(screen.getByText('Maximum uses must be a whole number of at least 1')).toBeTruthy();
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
    const { code, onClose } = renderDialog(() => Response.json({ code: 'CONFLICT', message: 'A voucher with this code already exists' }, { status: 409 }));
    fireEvent.change(code, { target: { value: 'TAKEN' } });
    submit();
    await waitFor(() => expect(screen.getAllByText('A voucher with this code already exists')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to create voucher" when the server says nothing readable', async () => {
    const { code } = renderDialog(() => new Response('<html>bad gateway</html>', { status: 502 }));
    fireEvent.change(code, { target: { value: 'X' } });
    submit();
    await screen.findByText('Failed to create voucher');
  });
});
