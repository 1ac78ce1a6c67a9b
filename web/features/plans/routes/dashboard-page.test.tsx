// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CurrentUser } from '../../../../contracts/auth';
import {
  CreatePaymentIntentResponse,
  DeletePlanResponse,
  ListPlansResponse,
  PLAN_BIRTH_DATE_FIXED_MESSAGE,
  RestorePlanResponse,
  UpdatePlanResponse,
  type Plan,
} from '../../../../contracts/plans';
import { OrdersResponse } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { parent as signedInParent, paymentIntent } from '../../../../test/web-fixtures';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { planFixture } from '../test-fixtures';
import { DashboardPage } from './dashboard-page';

// The shared signed-in parent, at the address the receipt line names.
const parent: CurrentUser = { ...signedInParent, email: 'a@example.com' };

const server = mockApi();

/** The dashboard's own loads: who is signed in, their plans, their archived plans and (beneath them) no shop orders. */
function serve(user: CurrentUser, plans: Plan[], archived: Plan[] = []) {
  server.use(
    answer.get('/api/auth/user', CurrentUser, user),
    answer.get('/api/plans', ListPlansResponse, plans),
    answer.get('/api/plans/archived', ListPlansResponse, archived),
    answer.get('/api/orders', OrdersResponse, []),
    // The browser's time zone, offered once per page load (useOfferTimeZone).
    http.put('/api/account/notifications/time-zone', () => new HttpResponse(null, { status: 204 })),
  );
}

function renderDashboard(path = '/dashboard') {
  const location = memoryLocation({ path, record: true });
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

  it('back from the checkout: "Payment received" for the paid plan, and its set-up leads, above Start New Plan (issue 35)', async () => {
    serve(parent, [
      planFixture({ id: 'p-new', childName: 'Mia', isPaid: true, planData: null }),
      planFixture({ id: 'p-old', childName: 'Leo', isPaid: true, planData: null }),
    ]);
    renderDashboard('/dashboard?paid=p-new');
    // The first render of a file loads the whole page: give it longer than the usual wait.
    const received = await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 15_000 });
    expect(received.closest('section')?.textContent).toContain('Your receipt is on its way to a@example.com');
    const finish = screen.getByRole('link', { name: "Finish setting up Mia's plan" });
    expect(finish.getAttribute('href')).toBe('/plans/p-new/setup');
    // Another plan waiting for set-up is offered too, without claiming a payment just now.
    expect(screen.getByRole('heading', { name: "Leo's plan is ready to set up" })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Payment received' })).toHaveLength(1);
    const startNew = screen.getByRole('button', { name: /Start New Plan/ });
    expect(finish.compareDocumentPosition(startNew) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 40_000);

  it('says nothing of a payment for a plan the server does not list as paid', async () => {
    serve(parent, [planFixture({ id: 'p-unpaid', childName: 'Mia' })]);
    renderDashboard('/dashboard?paid=p-unpaid');
    await screen.findByRole('heading', { name: 'Mia' }, { timeout: 15_000 });
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(screen.queryByRole('link', { name: /Finish setting up/ })).toBeNull();
  }, 40_000);

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

/** Opens a card's menu and picks an item. */
function chooseFromMenu(childName: string, item: string) {
  fireEvent.click(screen.getByRole('button', { name: `More options for ${childName}'s plan` }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('DashboardPage, the child’s details', () => {
  const bought = planFixture({ id: 'p-bought', childName: 'My Child', isPaid: true, planData: null, hasBaselineDrawing: true });
  const birthYear = new Date().getFullYear() - 4;

  it('renames the child and sets the birth date from the card menu; the card shows the new name at once', async () => {
    serve(parent, [bought]);
    server.use(answer.patch('/api/plans/p-bought', UpdatePlanResponse, ({ body }) => ({ plan: { ...bought, ...(body as Partial<Plan>) } })));
    renderDashboard();
    await screen.findByRole('heading', { name: 'My Child' });
    chooseFromMenu('My Child', 'Edit Details');
    const dialog = screen.getByRole('dialog', { name: 'Edit Child Details' });
    const name = within(dialog).getByLabelText("Child's name") as HTMLInputElement;
    expect(name.value).toBe('My Child');
    fireEvent.change(name, { target: { value: '  Lina ' } });
    fireEvent.change(within(dialog).getByLabelText('Birth month'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Birth year'), { target: { value: String(birthYear) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(server.requests('PATCH', '/api/plans/p-bought')[0]?.body).toEqual({ childName: 'Lina', birthMonth: 3, birthYear });
    expect(screen.getByRole('heading', { name: 'Lina' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Child' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The answer updated the list: the dashboard did not ask for it again.
    expect(server.requests('GET', '/api/plans')).toHaveLength(1);
  });

  it('checks the name and both parts of the birth date before asking the server', async () => {
    serve(parent, [bought]);
    renderDashboard();
    await screen.findByRole('heading', { name: 'My Child' });
    chooseFromMenu('My Child', 'Edit Details');
    const dialog = screen.getByRole('dialog', { name: 'Edit Child Details' });
    fireEvent.change(within(dialog).getByLabelText("Child's name"), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Birth month'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText("Please enter your child's name")).toBeTruthy();
    expect(within(dialog).getByText('Please choose both a birth month and a year')).toBeTruthy();
    expect(server.requests('PATCH')).toEqual([]);
  });

  it("a set-up plan's birth date is shown as fixed, with why; only the name is sent, and a refusal stays in the dialog", async () => {
    const setUp = planFixture({ id: 'p-set', childName: 'Leo', isPaid: true, baselineChildAge: 62, birthMonth: 5, birthYear: 2020 });
    serve(parent, [setUp]);
    server.use(answerError('patch', '/api/plans/p-set', 409, { code: 'CONFLICT', message: PLAN_BIRTH_DATE_FIXED_MESSAGE }));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Leo' });
    chooseFromMenu('Leo', 'Edit Details');
    const dialog = screen.getByRole('dialog', { name: 'Edit Child Details' });
    expect(within(dialog).getByText('May 2020')).toBeTruthy();
    expect(
      within(dialog).getByText(/The birth date is fixed once the plan is set up: the first estimate and the 26 challenges were made for Leo's age/),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Birth month')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Child's name"), { target: { value: 'Leon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PLAN_BIRTH_DATE_FIXED_MESSAGE);
    expect(server.requests('PATCH', '/api/plans/p-set')[0]?.body).toEqual({ childName: 'Leon' });
    expect(screen.getByRole('heading', { name: 'Leo' })).toBeTruthy();
  });
});

describe('DashboardPage, archived plans', () => {
  const lina = planFixture({ id: 'p-lina', childName: 'Lina', isPaid: true, submissionCount: 8, createdAt: '2026-01-10T12:00:00.000Z' });

  it('archiving says the plan can be restored, and where it goes', async () => {
    serve(parent, [lina]);
    server.use(answer.delete('/api/plans/p-lina', DeletePlanResponse, { archived: true }));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Lina' });
    chooseFromMenu('Lina', 'Archive Plan');
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/move to Archived Plans .* you can restore the plan at any time/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Plan archived successfully')).toBeTruthy();
    expect(screen.getByText("Lina's plan is under Archived Plans, ready to restore whenever you like.")).toBeTruthy();
  });

  it('folds archived plans away under Archived Plans, with their dates; Restore makes the plan active again', async () => {
    let active: Plan[] = [];
    let archived: Plan[] = [{ ...lina, isArchived: true, archivedAt: '2026-03-05T12:00:00.000Z' }];
    serve(parent, [], []);
    server.use(
      answer.get('/api/plans', ListPlansResponse, () => active),
      answer.get('/api/plans/archived', ListPlansResponse, () => archived),
      answer.post('/api/plans/p-lina/restore', RestorePlanResponse, () => {
        [active, archived] = [[lina], []];
        return { plan: lina };
      }),
    );
    renderDashboard();
    const toggle = await screen.findByRole('button', { name: /Archived Plans/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(screen.getByText(/No active plans right now. Your archived plans are below/)).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const item = screen.getByRole('heading', { name: 'Lina' }).closest('li') as HTMLElement;
    expect(item.textContent).toContain('Started Jan 10, 2026 · Archived Mar 5, 2026 · 8 of 26 weeks');

    fireEvent.click(within(item).getByRole('button', { name: "Restore Lina's plan" }));
    expect(await screen.findByText('Plan restored')).toBeTruthy();
    expect(server.requests('POST', '/api/plans/p-lina/restore')).toHaveLength(1);
    const card = (await screen.findByRole('heading', { name: 'Lina' })).closest('article') as HTMLElement;
    expect(within(card).getByText('8 / 26')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Archived Plans/ })).toBeNull());
  });

  it('says so when restoring fails', async () => {
    serve(parent, [], [{ ...lina, isArchived: true, archivedAt: '2026-03-05T12:00:00.000Z' }]);
    server.use(answerError('post', '/api/plans/p-lina/restore', 404, { code: 'NOT_FOUND', message: 'Plan not found' }));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: /Archived Plans/ }));
    fireEvent.click(screen.getByRole('button', { name: "Restore Lina's plan" }));
    expect(await screen.findByText('Failed to restore plan')).toBeTruthy();
    expect(screen.getByText('Plan not found')).toBeTruthy();
  });
});
