// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CurrentUser } from '../../../../contracts/auth';
import { CreatePaymentIntentResponse, ListPlansResponse, type Plan } from '../../../../contracts/plans';
import { OrdersResponse } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { paymentIntent } from '../../../../test/web-fixtures';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { planFixture } from '../test-fixtures';
import { DashboardPage } from './dashboard-page';

const parent: CurrentUser = {
  id: 'u1',
  email: 'a@example.com',
  firstName: 'Anna',
  lastName: null,
  role: 'parent',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const server = mockApi();

/** The dashboard's own loads: who is signed in, their plans, and (beneath them) no shop orders. */
function serve(user: CurrentUser, plans: Plan[]) {
  server.use(
    answer.get('/api/auth/user', CurrentUser, user),
    answer.get('/api/plans', ListPlansResponse, plans),
    answer.get('/api/orders', OrdersResponse, []),
  );
}

function renderDashboard() {
  const location = memoryLocation({ path: '/dashboard', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <DashboardPage />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

const intent = paymentIntent('p-unpaid');

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('DashboardPage', () => {
  it('lists active plans after Start New Plan and completed ones in their own section', async () => {
    serve(parent, [
      planFixture({ id: 'p-unpaid', childName: 'Mia' }),
      planFixture({ id: 'p-setup', childName: '', isPaid: true, planData: null }),
      planFixture({ id: 'p-active', childName: 'Leo', isPaid: true, submissionCount: 3 }),
      planFixture({ id: 'p-done', childName: 'Ida', isPaid: true, isCompleted: true, submissionCount: 26 }),
    ]);
    renderDashboard();
    const mia = (await screen.findByRole('heading', { name: 'Mia' })).closest('article') as HTMLElement;
    expect(within(mia).getByText('Pending Payment')).toBeTruthy();
    expect(within(mia).getByRole('button', { name: /Complete Payment/ })).toBeTruthy();
    const myChild = screen.getByRole('heading', { name: 'My Child' }).closest('article') as HTMLElement;
    expect(within(myChild).getByText('Setup Incomplete')).toBeTruthy();
    expect(
      within(myChild)
        .getByRole('link', { name: /Complete Setup/ })
        .getAttribute('href'),
    ).toBe('/plans/p-setup/setup');
    const leo = screen.getByRole('heading', { name: 'Leo' }).closest('article') as HTMLElement;
    expect(within(leo).getByText('3 / 26')).toBeTruthy();
    const completed = screen.getByRole('heading', { name: 'Completed Plans' }).closest('section') as HTMLElement;
    expect(within(completed).getByText('Ida')).toBeTruthy();
    expect(within(completed).getByText('Completed')).toBeTruthy();
    expect(screen.getByText('$49 one-time payment')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Admin/ })).toBeNull();
  });

  it('shows the Admin button to administrators only, and no Completed Plans section without any', async () => {
    serve({ ...parent, role: 'admin' }, []);
    renderDashboard();
    expect((await screen.findByRole('link', { name: /Admin/ })).getAttribute('href')).toBe('/admin/prompts');
    await screen.findByText(/No plans yet/);
    expect(screen.queryByRole('heading', { name: 'Completed Plans' })).toBeNull();
  });

  it("asks for the child's name without calling the server", async () => {
    serve(parent, []);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Start New Plan/ }));
    const dialog = screen.getByRole('dialog', { name: 'Start New Development Plan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByText("Please enter your child's name")).toBeTruthy();
    expect(server.requests('POST', '/api/plans/create')).toEqual([]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the payment dialog for an unpaid plan; the voucher is uppercased and refused with the server message', async () => {
    serve(parent, [planFixture({ id: 'p-unpaid', childName: 'Mia' })]);
    server.use(
      answer.post('/api/create-payment-intent', CreatePaymentIntentResponse, intent),
      answerError('post', '/api/confirm-payment', 400, { code: 'VALIDATION_FAILED', message: 'Voucher code is invalid or expired' }),
    );
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Complete Payment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Payment' });
    expect(await within(dialog).findByText('Test mode — no real charge')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay $49 and Start Plan' })).toBeTruthy();
    const redeem = within(dialog).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement;
    expect(redeem.disabled).toBe(true);
    const code = within(dialog).getByLabelText('Voucher code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'spring ' } });
    expect(code.value).toBe('SPRING ');
    fireEvent.click(redeem);
    expect(await screen.findByText('Invalid Voucher')).toBeTruthy();
    expect(screen.getByText('Voucher code is invalid or expired')).toBeTruthy();
  });

  it('says "Failed to initialize payment" when no payment can be prepared', async () => {
    serve(parent, [planFixture({ id: 'p-unpaid' })]);
    server.use(answerError('post', '/api/create-payment-intent', 500, { code: 'INTERNAL', message: 'Something went wrong' }));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Complete Payment/ }));
    await waitFor(() => expect(screen.getAllByText('Failed to initialize payment').length).toBeGreaterThan(0));
  });
});
