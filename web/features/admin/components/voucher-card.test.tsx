// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, AdminVoucher, AdminVouchersResponse } from '../../../../contracts/admin';
import { answer, answerRaw, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { AdminVouchersPage } from '../routes/admin-vouchers-page';
import { onePage } from '../lib/page-fixtures';

const active: AdminVoucher = {
  id: '0123456789abcdef',
  code: 'SPRING25',
  description: 'Spring fair',
  expiresAt: '2099-01-31T23:59:59.999Z',
  maxUses: 3,
  currentUses: 1,
  isActive: true,
  createdAt: '2026-03-02T10:15:00.000Z',
};
const inactive: AdminVoucher = { ...active, id: 'fedcba9876543210', code: 'OLDCODE1', description: null, expiresAt: null, isActive: false };

/** The server deactivates the voucher it is asked to. */
const server = mockApi(answer.patch(ADMIN_API.deactivateVoucher(':id'), AdminVoucher, ({ params }) => ({ ...active, id: String(params.id), isActive: false })));

function renderPage(vouchers: AdminVoucher[]) {
  server.use(answer.get(ADMIN_API.vouchers, AdminVouchersResponse, onePage(vouchers)));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminVouchersPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('AdminVouchersPage', () => {
  it('shows each voucher with badge, usage, dates and short id; Deactivate only when active', async () => {
    renderPage([active, inactive]);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('heading').textContent).toBe('SPRING25');
    expect(within(first!).getByText('Active')).toBeTruthy();
    expect(within(first!).getByText('1/3')).toBeTruthy();
    expect(within(first!).getByText('Mar 2, 2026')).toBeTruthy();
    expect(within(first!).getByText('Jan 31, 2099')).toBeTruthy();
    expect(within(first!).getByText('01234567')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(within(second!).getByText('Inactive')).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(second!).queryByText('Expires')).toBeNull();
  });

  it('says "No vouchers created yet" when there are none', async () => {
    renderPage([]);
    expect(await screen.findByText('No vouchers created yet')).toBeTruthy();
  });

  it('copies the code and says so, or says the copy failed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage([active]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy voucher code SPRING25' }));
    await screen.findByText('Voucher code copied to clipboard');
    expect(writeText).toHaveBeenCalledWith('SPRING25');
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy voucher code SPRING25' }));
    await screen.findByText('Failed to copy to clipboard');
  });

  it('deactivates after one confirmation', async () => {
    renderPage([active]);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate SPRING25?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Voucher deactivated successfully');
    expect(server.requests('PATCH').map((request) => request.path)).toEqual(['/api/admin/vouchers/0123456789abcdef/deactivate']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the voucher and says "Failed to deactivate voucher" when that fails', async () => {
    server.use(answerRaw('patch', ADMIN_API.deactivateVoucher(active.id), 500));
    renderPage([active]);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Failed to deactivate voucher');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
