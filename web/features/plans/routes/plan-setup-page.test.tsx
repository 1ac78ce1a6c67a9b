// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Plan } from '../../../../contracts/plans';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { SETUP_AGE_MESSAGE, SETUP_MISSING_MESSAGE } from '../lib/setup-age';
import { planFixture } from '../test-fixtures';
import { PlanSetupPage } from './plan-setup-page';

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stubServer(plan: Plan, routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/plans/${plan.id}`) return Response.json({ plan });
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
  vi.unstubAllGlobals();
});

describe('PlanSetupPage', () => {
  it('verifies a payment redirect on the server, then clears the query', async () => {
    const fetchMock = stubServer(paidPlan, { 'POST /api/confirm-payment': () => Response.json({ success: true, planId: 'p1' }) });
    const location = renderSetup('p1', 'payment_intent=pi_1&redirect_status=succeeded');
    expect(screen.getByText('Verifying your payment…')).toBeTruthy();
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    const confirmCall = fetchMock.mock.calls.find(([url]) => url === '/api/confirm-payment');
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({ planId: 'p1', paymentIntentId: 'pi_1' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/plans/p1/setup'));
    expect(await screen.findByLabelText('Birth month')).toBeTruthy();
  });

  it('says "Payment Verification Failed" when the server cannot confirm the payment', async () => {
    stubServer(planFixture({ id: 'p1' }), { 'POST /api/confirm-payment': () => Response.json({ message: 'no' }, { status: 402 }) });
    renderSetup('p1', 'payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('Payment Verification Failed - Please contact support if you were charged.')).toBeTruthy();
    expect(await screen.findByText('This plan is waiting for payment')).toBeTruthy();
  });

  it('goes straight to the plan when it is already set up', async () => {
    stubServer(planFixture({ id: 'p1', isPaid: true }));
    const location = renderSetup('p1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/plans/p1'));
  });

  it('enables the button only with a drawing, month and year, and refuses an age under 18 months', async () => {
    stubServer(paidPlan);
    renderSetup('p1');
    await screen.findByLabelText('Birth month');
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(SETUP_MISSING_MESSAGE)).toBeTruthy();
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeTruthy();
    chooseDrawing();
    pick('Birth month', 12);
    pick('Birth year', new Date().getFullYear() - 1);
    expect(submit().disabled).toBe(false);
    expect(screen.getByText(SETUP_AGE_MESSAGE)).toBeTruthy();
  });

  it('sends the drawing and age, shows the stages, then "Setup Complete!" and the plan page', async () => {
    const fetchMock = stubServer(paidPlan, {
      'POST /api/plans/p1/complete-setup': () => Response.json({ plan: planFixture({ id: 'p1', isPaid: true }) }),
    });
    const location = renderSetup('p1');
    await screen.findByLabelText('Birth month');
    chooseDrawing();
    pick('Birth month', 3);
    pick('Birth year', new Date().getFullYear() - 5);
    fireEvent.click(submit());
    expect(await screen.findByText('Plan created successfully!')).toBeTruthy();
    expect(screen.getByText('Setup Complete!')).toBeTruthy();
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/plans/p1/complete-setup')?.[1]?.body as FormData;
    expect((body.get('image') as File).name).toBe('mia.png');
    expect(Number(body.get('childAge'))).toBeGreaterThanOrEqual(58);
    await waitFor(() => expect(location.history.at(-1)).toBe('/plans/p1'), { timeout: 3000 });
  });

  it("shows the spec's error toast when setup fails", async () => {
    stubServer(paidPlan, { 'POST /api/plans/p1/complete-setup': () => Response.json({ message: 'boom' }, { status: 500 }) });
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
