// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUser } from '../../../../contracts/auth';
import { CreatePaymentIntentResponse } from '../../../../contracts/plans';
import { REFUND_TERMS } from '../../../../contracts/receipts';
import { ParentCountResponse } from '../../../../contracts/stats';
import { parent, paymentIntent, signedIn } from '../../../../test/web-fixtures';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { CheckoutPage } from './checkout-page';

const intent = paymentIntent('p1');

const server = mockApi();

/**
 * The signed-in parent (or a visitor: 401), the payment intent the checkout prepares (or its
 * failure), and the parent count the server allows the page to name (none below 1000).
 */
function serve(user: CurrentUser | null, intentStatus = 200, parents: number | null = null) {
  server.use(
    signedIn(user),
    answer.get('/api/stats/parents', ParentCountResponse, { parents }),
    intentStatus === 200
      ? answer.post('/api/create-payment-intent', CreatePaymentIntentResponse, intent)
      : answerError('post', '/api/create-payment-intent', intentStatus, { code: 'INTERNAL', message: 'x' }),
  );
}

function renderCheckout(searchPath: string) {
  const location = memoryLocation({ path: '/checkout', searchPath, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CheckoutPage />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('CheckoutPage', () => {
  it('without a drawingId says "Missing Drawing Analysis" with Start Analysis to /', async () => {
    serve(parent);
    renderCheckout('');
    expect(screen.getByRole('heading', { name: 'Missing Drawing Analysis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Analysis' }).getAttribute('href')).toBe('/');
  });

  it('asks a visitor to sign in, coming back to this checkout', async () => {
    serve(null);
    renderCheckout('drawingId=d1');
    expect(await screen.findByText('Please sign in to continue with your purchase.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/api/login?returnTo=${encodeURIComponent('/checkout?drawingId=d1')}`);
    expect(screen.getByText('Full Development Plan')).toBeTruthy();
  });

  it("shows the account's address for the receipt, lists the plan, and the refund terms before paying", async () => {
    serve(parent);
    renderCheckout('drawingId=d1');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('anna@example.com'));
    for (const line of ['$49', '26 weekly challenges', 'Six checkpoints along the way', '30-day money-back guarantee']) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    // What the plan gives, never a promised percentage, and no parent count while it is below 1000.
    await waitFor(() => expect(server.requests('GET', '/api/stats/parents')).toHaveLength(1));
    expect(document.body.textContent).not.toMatch(/%|Expected Results|Trusted by/);
    expect(server.requests('POST', '/api/create-payment-intent')[0]?.body).toEqual({ drawingId: 'd1' });
    // The receipt goes to the account's address: shown, not a field that would be ignored.
    expect(email.readOnly).toBe(true);
    expect(screen.getByText("We e-mail your receipt to your account's address.")).toBeTruthy();
    expect(document.body.textContent).not.toContain('Your receipt goes here.');
    // The plan's refund terms sit with the Pay button, before anything is paid.
    const pay = await screen.findByRole('button', { name: 'Complete Payment - $49' });
    const terms = screen.getByText(REFUND_TERMS.plan, { exact: false });
    expect(terms.previousElementSibling?.contains(pay)).toBe(true);
    expect(within(terms).getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).toBe('/refund-policy');
  });

  it('names the parent count once the server allows it, rounded down', async () => {
    serve(parent, 200, 12_000);
    renderCheckout('drawingId=d1');
    expect(await screen.findByText('Trusted by 12,000+ parents helping their children grow through drawing.')).toBeTruthy();
  });

  it('says "Failed to initialize payment. Please try again." when the intent fails', async () => {
    serve(parent, 500);
    renderCheckout('drawingId=d1');
    await waitFor(() => expect(screen.getAllByText('Failed to initialize payment. Please try again.').length).toBeGreaterThan(0));
  });
});
