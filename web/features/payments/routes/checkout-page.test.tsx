// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUser } from '../../../../contracts/auth';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { CheckoutPage } from './checkout-page';

const parent: CurrentUser = {
  id: 'u1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: null,
  role: 'parent',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const intent = { clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', provider: 'sandbox', publishableKey: null, amount: 4900, planId: 'p1' };

function stubServer(user: CurrentUser | null, intentStatus = 200) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/user') return user ? Response.json(user) : Response.json({ message: 'Unauthorized' }, { status: 401 });
    if (url === '/api/create-payment-intent') return Response.json(intentStatus === 200 ? intent : { message: 'x' }, { status: intentStatus });
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('without a drawingId says "Missing Drawing Analysis" with Start Analysis to /', async () => {
    stubServer(parent);
    renderCheckout('');
    expect(screen.getByRole('heading', { name: 'Missing Drawing Analysis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Analysis' }).getAttribute('href')).toBe('/');
  });

  it('asks a visitor to sign in, coming back to this checkout', async () => {
    stubServer(null);
    renderCheckout('drawingId=d1');
    expect(await screen.findByText('Please sign in to continue with your purchase.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/api/login?returnTo=${encodeURIComponent('/checkout?drawingId=d1')}`);
    expect(screen.getByText('Full Development Plan')).toBeTruthy();
  });

  it('prefills the email, lists the plan and requires an email before paying', async () => {
    const fetchMock = stubServer(parent);
    renderCheckout('drawingId=d1');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('anna@example.com'));
    for (const line of ['$49', '26 weekly challenges', 'Expected Results: +25% Cognitive Growth', '30-day money-back guarantee']) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    const intentCall = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment-intent');
    expect(JSON.parse(String(intentCall?.[1]?.body))).toEqual({ drawingId: 'd1' });
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Payment - $49' }));
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
  });

  it('says "Failed to initialize payment. Please try again." when the intent fails', async () => {
    stubServer(parent, 500);
    renderCheckout('drawingId=d1');
    await waitFor(() => expect(screen.getAllByText('Failed to initialize payment. Please try again.').length).toBeGreaterThan(0));
  });
});
