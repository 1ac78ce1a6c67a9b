// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_MESSAGES } from '../../../../contracts/account';
import { createQueryClient } from '@/lib/query-client';
import { SignUpPage } from './sign-up-page';

type Answer = { status: number; body: unknown };
const signedIn: Answer = { status: 200, body: { redirect: false } };

/** The server: a fixed answer to sign-up and to the sign-in the page makes right after. */
function stubServer(signUp: Answer, signIn: Answer = signedIn) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/providers') return Response.json({ emailPassword: true, oidc: null });
    if (url === '/api/identity/sign-up/email') return Response.json(signUp.body, { status: signUp.status });
    if (url === '/api/identity/sign-in/email') return Response.json(signIn.body, { status: signIn.status });
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function bodyOf(fetchMock: ReturnType<typeof stubServer>, url: string): unknown {
  const call = fetchMock.mock.calls.find(([calledUrl]) => calledUrl === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function renderSignUp(searchPath = '') {
  const { hook, searchHook } = memoryLocation({ path: '/sign-up', searchPath });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <SignUpPage />
      </Router>
    </QueryClientProvider>,
  );
}

const consentBox = () => screen.getByRole('checkbox', { name: /parent or legal guardian/ }) as HTMLInputElement;

function fill(fields: Record<string, string>, { consent = true } = {}) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  if (consent) fireEvent.click(consentBox());
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignUpPage', () => {
  it('shows per-field messages and keeps the password hint', () => {
    const fetchMock = stubServer({ status: 200, body: {} });
    renderSignUp();
    expect(screen.getByText('At least 8 characters. A long passphrase is best.')).toBeTruthy();
    fill({ Email: '', Password: 'short' });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    // The names are optional: no message for them even though the display name is empty.
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/sign-up/email')).toBe(false);
  });

  it('asks for the parental consent before sending anything, and links the privacy policy', () => {
    const fetchMock = stubServer({ status: 200, body: {} });
    renderSignUp();
    const policy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(policy.getAttribute('href')).toBe('/privacy-policy');
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' }, { consent: false });
    expect(screen.getByText(ACCOUNT_MESSAGES.parentalConsentRequired)).toBeTruthy();
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consentBox());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/sign-up/email')).toBe(false);
  });

  it("shows the server's consent message when it refuses the sign-up", async () => {
    stubServer({ status: 400, body: { code: 'VALIDATION_FAILED', message: ACCOUNT_MESSAGES.parentalConsentRequired } });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.parentalConsentRequired);
  });

  it("shows the server's message when it refuses", async () => {
    stubServer({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'This password is too common. Please choose another.' },
    });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'password123' });
    expect((await screen.findByRole('alert')).textContent).toBe('This password is too common. Please choose another.');
  });

  it('sends the full name, signs in with the new account and then loads the return path', async () => {
    const fetchMock = stubServer({ status: 200, body: { user: {} } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignUp('returnTo=%2Fdashboard');
    fill({ 'First name': ' Anna ', 'Last name': 'Berg', Email: 'anna@example.com', Password: 'a long passphrase' });

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(bodyOf(fetchMock, '/api/identity/sign-up/email')).toEqual({
      name: 'Anna Berg',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      password: 'a long passphrase',
      parentalConsent: true,
    });
    expect(bodyOf(fetchMock, '/api/identity/sign-in/email')).toEqual({
      email: 'anna@example.com',
      password: 'a long passphrase',
    });
  });

  it('uses the email as the name when no name is given', async () => {
    const fetchMock = stubServer({ status: 200, body: {} });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' });
    await waitFor(() => expect(bodyOf(fetchMock, '/api/identity/sign-up/email')).toBeDefined());
    expect(bodyOf(fetchMock, '/api/identity/sign-up/email')).toEqual({
      name: 'anna@example.com',
      email: 'anna@example.com',
      password: 'a long passphrase',
      parentalConsent: true,
    });
  });

  it('stays on the page and points to sign-in when the new details do not sign in', async () => {
    stubServer({ status: 200, body: { user: {} } }, { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't sign you in with these details. If you already have an account, please sign in instead.",
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
