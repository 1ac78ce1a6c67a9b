// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API, ACCOUNT_MESSAGES, AccountMessageResponse, DELETION_MESSAGES, DeleteAccountResponse } from '../../../../contracts/account';
import { OrdersResponse, type Order } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { LEAVE_DELAY_MS } from '../lib/leave-after';
import { DeleteAccountSection } from './delete-account-section';
import { SIGN_OUT_PATH } from '../lib/sign-out-here';
import { SignOutSection } from './sign-out-section';

/** No keepsake orders unless a test says otherwise. */
const server = mockApi(answer.get('/api/orders', OrdersResponse, []));

const order = (overrides: Partial<Order>): Order => ({
  id: '3f2a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e',
  orderNumber: '3f2a9c1e',
  productType: 'animated-frame',
  productTitle: "Digital Art Frame - Ida's castle",
  configuration: { size: '7inch', displayName: "Ida's castle" },
  imageUrl: '/api/files/file-1',
  price: 7900,
  status: 'paid',
  trackingNumber: null,
  shippingAddress: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

function renderWithToasts(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });
const confirmButton = () => screen.getAllByRole('button', { name: 'Delete my account' }).find((b) => dialog().contains(b)) as HTMLButtonElement;
const openDeleteDialog = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

describe('DeleteAccountSection', () => {
  it('explains what is deleted and kept, and waits for the password', () => {
    renderWithToasts(<DeleteAccountSection hasPassword />);
    openDeleteDialog();
    expect(dialog().textContent).toContain("your child's drawings, photos and recordings");
    expect(dialog().textContent).toContain('the records of keepsake orders, because tax law asks us to keep them');
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type your password to confirm'), { target: { value: 'crayons' } });
    expect(confirmButton().disabled).toBe(false);
    expect(server.requests().filter((r) => r.method !== 'GET')).toEqual([]);
    expect(screen.queryByRole('note', { name: 'Orders not shipped yet' })).toBeNull();
  });

  it('names a paid order that has not shipped and says it will still be made, before anything is deleted', async () => {
    server.use(
      answer.get('/api/orders', OrdersResponse, [
        order({}),
        order({ id: 'b1', orderNumber: 'b1b1b1b1', status: 'shipped' }),
        order({ id: 'c1', orderNumber: 'c1c1c1c1', status: 'pending' }),
      ]),
    );
    renderWithToasts(<DeleteAccountSection hasPassword />);
    openDeleteDialog();
    const notice = await screen.findByRole('note', { name: 'Orders not shipped yet' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["Digital Art Frame - Ida's castle (order 3f2a9c1e)"]);
    expect(notice.textContent).toContain('We will still make and send it.');
    expect(notice.textContent).toContain('the artwork, the name printed on it and the full delivery address, linked to the order and no longer to you');
    expect(server.requests('DELETE', ACCOUNT_API.account)).toEqual([]);
  });

  it('says at the field when the password is not right, and stays', async () => {
    server.use(answerError('delete', ACCOUNT_API.account, 403, { code: 'FORBIDDEN', message: ACCOUNT_MESSAGES.wrongPassword }));
    renderWithToasts(<DeleteAccountSection hasPassword />);
    openDeleteDialog();
    fireEvent.change(screen.getByLabelText('Type your password to confirm'), { target: { value: 'not it' } });
    fireEvent.click(confirmButton());
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(screen.getByLabelText('Type your password to confirm').getAttribute('aria-invalid')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('deletes with the password and leaves at once for the page that says what was deleted', async () => {
    server.use(answer.delete(ACCOUNT_API.account, DeleteAccountResponse, { message: ACCOUNT_MESSAGES.accountDeleted }));
    renderWithToasts(<DeleteAccountSection hasPassword />);
    openDeleteDialog();
    fireEvent.change(screen.getByLabelText('Type your password to confirm'), { target: { value: 'crayons and paper' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/account-deleted'), { timeout: LEAVE_DELAY_MS - 500 });
    expect(server.requests('DELETE', ACCOUNT_API.account)[0]?.body).toEqual({ password: 'crayons and paper' });
    expect(assign).toHaveBeenCalledTimes(1);
    // Nothing to tap meanwhile: the dialog waits for the page load.
    expect((within(dialog()).getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a single sign-on parent to sign in again, and shows why the server refused', async () => {
    server.use(answerError('delete', ACCOUNT_API.account, 403, { code: 'FORBIDDEN', message: DELETION_MESSAGES.signInAgain }));
    renderWithToasts(<DeleteAccountSection hasPassword={false} />);
    openDeleteDialog();
    expect(screen.queryByLabelText('Type your password to confirm')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/api/login/oidc?returnTo=%2Faccount');
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(DELETION_MESSAGES.signInAgain);
  });
});

describe('SignOutSection', () => {
  it('signs out on this device at once: the server ends the session and sends the browser home', async () => {
    renderWithToasts(<SignOutSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SIGN_OUT_PATH));
    expect(screen.getByRole('button', { name: 'Signing out…' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first, then ends every session and leaves for the home page', async () => {
    server.use(answer.post(ACCOUNT_API.signOutEverywhere, AccountMessageResponse, { message: ACCOUNT_MESSAGES.signedOutEverywhere }));
    renderWithToasts(<SignOutSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    expect(screen.getByRole('dialog', { name: 'Sign out on every device?' })).toBeTruthy();
    expect(server.requests()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.signedOutEverywhere)).toBeTruthy();
    expect(server.requests('POST', ACCOUNT_API.signOutEverywhere)).toHaveLength(1);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: LEAVE_DELAY_MS + 2000 });
  });
});
