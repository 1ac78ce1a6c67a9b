// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AccountResponse } from '../../../../contracts/account';
import { CompleteSetupResponse, ConfirmPaymentResponse, GetPlanResponse, type Plan } from '../../../../contracts/plans';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { SETUP_AGE_MESSAGE, SETUP_MISSING_MESSAGE } from '../lib/setup-age';
import { planFixture } from '../test-fixtures';
import { PlanSetupPage } from './plan-setup-page';

const server = mockApi();

/** A parent on a server without an external AI provider: the upload is never held for a question. */
const account: AccountResponse = {
  id: 'u1',
  email: 'a@example.com',
  name: 'Anna',
  firstName: 'Anna',
  lastName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasPassword: true,
  parentalConsent: { granted: true, at: '2026-01-01T00:00:00.000Z', policyVersion: '2025-08-14' },
  aiProviderOptIn: null,
  externalAiConfigured: false,
};

/** The plan the set-up page loads and the account it reads; a test's own handlers go first. */
function serve(plan: Plan) {
  server.use(answer.get(`/api/plans/${plan.id}`, GetPlanResponse, { plan }), answer.get('/api/account', AccountResponse, account));
}

function renderSetup(planId: string, searchPath = '') {
  const location = memoryLocation({ path: `/plans/${planId}/setup`, searchPath, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PlanSetupPage params={{ planId }} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

const paidPlan = planFixture({ id: 'p1', isPaid: true, planData: null });
const submit = () => screen.getByRole('button', { name: 'Complete Setup & Generate Plan' }) as HTMLButtonElement;
const chooseDrawing = () =>
  fireEvent.change(document.querySelector('input[name="setup-file"]') as HTMLInputElement, {
    target: { files: [new File(['png'], 'mia.png', { type: 'image/png' })] },
  });
const pick = (label: string, value: number) => fireEvent.change(screen.getByLabelText(label), { target: { value: String(value) } });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:drawing'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('PlanSetupPage', () => {
  it('verifies a payment redirect on the server, then clears the query', async () => {
    serve(paidPlan);
    server.use(answer.post('/api/confirm-payment', ConfirmPaymentResponse, { success: true, planId: 'p1' }));
    const location = renderSetup('p1', 'payment_intent=pi_1&redirect_status=succeeded');
    expect(screen.getByText('Verifying your payment…')).toBeTruthy();
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(server.requests('POST', '/api/confirm-payment')[0]?.body).toEqual({ planId: 'p1', paymentIntentId: 'pi_1' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/plans/p1/setup'));
    expect(await screen.findByLabelText('Birth month')).toBeTruthy();
  });

  it('says "Payment Verification Failed" when the server cannot confirm the payment', async () => {
    serve(planFixture({ id: 'p1' }));
    server.use(answerError('post', '/api/confirm-payment', 402, { code: 'PAYMENT_FAILED', message: 'no' }));
    renderSetup('p1', 'payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('Payment Verification Failed - Please contact support if you were charged.')).toBeTruthy();
    expect(await screen.findByText('This plan is waiting for payment')).toBeTruthy();
  });

  it('goes straight to the plan when it is already set up', async () => {
    serve(planFixture({ id: 'p1', isPaid: true }));
    const location = renderSetup('p1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/plans/p1'));
  });

  it('enables the button only with a drawing, month and year, and refuses a child under 3', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10) }); // 10 March 2026
    try {
      serve(paidPlan);
      renderSetup('p1');
      await screen.findByLabelText('Birth month');
      expect(submit().disabled).toBe(true);
      expect(screen.getByText(SETUP_MISSING_MESSAGE)).toBeTruthy();
      expect(screen.getByText('Plans are made for children aged 3 to 10.')).toBeTruthy();
      expect(screen.getByText('PNG, JPG up to 10MB')).toBeTruthy();
      const years = [...screen.getByLabelText('Birth year').querySelectorAll('option')].map((option) => option.value).filter(Boolean);
      expect(years).toEqual(['2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015']);
      chooseDrawing();
      pick('Birth month', 4);
      pick('Birth year', 2023); // April 2023: 35 months
      expect(submit().disabled).toBe(false);
      expect(screen.getByText(SETUP_AGE_MESSAGE)).toBeTruthy();
      expect(SETUP_AGE_MESSAGE).toBe('Child must be between 3 and 10 years old');
      // With the year chosen, the months that make a child under 3 are not offered.
      const month = (value: string) => screen.getByLabelText('Birth month').querySelector<HTMLOptionElement>(`option[value="${value}"]`)!;
      expect([month('3').disabled, month('4').disabled, month('12').disabled]).toEqual([false, true, true]);
      pick('Birth month', 3); // 36 months
      expect(screen.queryByText(SETUP_AGE_MESSAGE)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the drawing and age, shows the stages, then "Setup Complete!" and the plan page', async () => {
    serve(paidPlan);
    server.use(answer.post('/api/plans/p1/complete-setup', CompleteSetupResponse, { plan: planFixture({ id: 'p1', isPaid: true }) }));
    const location = renderSetup('p1');
    await screen.findByLabelText('Birth month');
    chooseDrawing();
    pick('Birth month', 3);
    pick('Birth year', new Date().getFullYear() - 5);
    fireEvent.click(submit());
    expect(await screen.findByText('Plan created successfully!')).toBeTruthy();
    expect(screen.getByText('Setup Complete!')).toBeTruthy();
    const body = server.requests('POST', '/api/plans/p1/complete-setup')[0]!.form!;
    // The drawing goes as the image part; its file name does not survive jsdom's FormData crossing Node's fetch, its type does.
    expect((body.get('image') as File).type).toBe('image/png');
    expect(Number(body.get('childAge'))).toBeGreaterThanOrEqual(58);
    // The birth month and year go with the age: the plan keeps the birth date its setup used.
    expect([body.get('birthMonth'), body.get('birthYear')]).toEqual(['3', String(new Date().getFullYear() - 5)]);
    await waitFor(() => expect(location.history.at(-1)).toBe('/plans/p1'), { timeout: 3000 });
  });

  it('starts from the birth date the parent already gave the plan', async () => {
    serve({ ...paidPlan, birthMonth: 7, birthYear: new Date().getFullYear() - 4 });
    renderSetup('p1');
    expect(((await screen.findByLabelText('Birth month')) as HTMLSelectElement).value).toBe('7');
    expect((screen.getByLabelText('Birth year') as HTMLSelectElement).value).toBe(String(new Date().getFullYear() - 4));
    chooseDrawing();
    expect(submit().disabled).toBe(false);
  });

  it("shows the spec's error toast when setup fails", async () => {
    serve(paidPlan);
    server.use(answerError('post', '/api/plans/p1/complete-setup', 500, { code: 'INTERNAL', message: 'boom' }));
    renderSetup('p1');
    await screen.findByLabelText('Birth month');
    chooseDrawing();
    pick('Birth month', 3);
    pick('Birth year', new Date().getFullYear() - 5);
    fireEvent.click(submit());
    expect(await screen.findByText('Failed to complete setup. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });
});
