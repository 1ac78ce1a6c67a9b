// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_MESSAGES } from '../../../../contracts/account';
import { AuthProviders, SignInResponse, SignUpResponse } from '../../../../contracts/auth';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { createQueryClient } from '@/lib/query-client';
import { SignUpPage } from './sign-up-page';

/** The server: the account is made, and the sign-in the page makes right after succeeds. */
const server = mockApi(
  answer.get('/api/auth/providers', AuthProviders, { emailPassword: true, oidc: null }),
  answer.post('/api/identity/sign-up/email', SignUpResponse, { token: null }),
  answer.post('/api/identity/sign-in/email', SignInResponse, { redirect: false }),
);

const bodyOf = (path: string): unknown => server.requests('POST', path)[0]?.body;

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
  it('shows per-field messages and keeps the password hint', async () => {
    renderSignUp();
    expect(screen.getByText('At least 8 characters. A long passphrase is best.')).toBeTruthy();
    fill({ Email: '', Password: 'short' });
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    // The names are optional: no message for them even though the display name is empty.
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(server.requests('POST', '/api/identity/sign-up/email')).toEqual([]);
  });

  it('asks for the parental consent before sending anything, and links the privacy policy', async () => {
    renderSignUp();
    const policy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(policy.getAttribute('href')).toBe('/privacy-policy');
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' }, { consent: false });
    expect(await screen.findByText(ACCOUNT_MESSAGES.parentalConsentRequired)).toBeTruthy();
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consentBox());
    expect(server.requests('POST', '/api/identity/sign-up/email')).toEqual([]);
  });

  it("shows the server's consent message when it refuses the sign-up", async () => {
    server.use(answerError('post', '/api/identity/sign-up/email', 400, { code: 'VALIDATION_FAILED', message: ACCOUNT_MESSAGES.parentalConsentRequired }));
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.parentalConsentRequired);
  });

  it("shows the server's message when it refuses", async () => {
    server.use(
      answerError('post', '/api/identity/sign-up/email', 400, { code: 'VALIDATION_FAILED', message: 'This password is too common. Please choose another.' }),
    );
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'password123' });
    expect((await screen.findByRole('alert')).textContent).toBe('This password is too common. Please choose another.');
  });

  it('sends the full name, signs in with the new account and then loads the return path', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignUp('returnTo=%2Fdashboard');
    fill({ 'First name': ' Anna ', 'Last name': 'Berg', Email: 'anna@example.com', Password: 'a long passphrase' });

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(bodyOf('/api/identity/sign-up/email')).toEqual({
      name: 'Anna Berg',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      password: 'a long passphrase',
      parentalConsent: true,
    });
    expect(bodyOf('/api/identity/sign-in/email')).toEqual({
      email: 'anna@example.com',
      password: 'a long passphrase',
    });
  });

  it('uses the email as the name when no name is given', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' });
    await waitFor(() => expect(bodyOf('/api/identity/sign-up/email')).toBeDefined());
    expect(bodyOf('/api/identity/sign-up/email')).toEqual({
      name: 'anna@example.com',
      email: 'anna@example.com',
      password: 'a long passphrase',
      parentalConsent: true,
    });
  });

  it('stays on the page and points to sign-in when the new details do not sign in', async () => {
    server.use(answerError('post', '/api/identity/sign-in/email', 401, { code: 'UNAUTHORIZED', message: 'Invalid email or password' }));
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

// Issue 37: the contract's zod messages are catalogue keys; the form shows them in the page's language.
describe('SignUpPage in German', () => {
  beforeEach(() => setMessagesForTests('de', { ...deCore, ...deApp }));
  afterEach(() => setMessagesForTests('en', { ...enCore, ...enApp }));

  it('shows the client-side field messages in German, and sends nothing', async () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ihr Konto erstellen');
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.getByText('Verwenden Sie mindestens 8 Zeichen')).toBeTruthy();
    expect(screen.queryByText(/validation\./)).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(server.requests('POST', '/api/identity/sign-up/email')).toHaveLength(0);
  });

  it('names the consent and its privacy policy link in German', () => {
    renderSignUp();
    expect(screen.getByRole('checkbox', { name: /Elternteil oder gesetzlicher Vormund/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe('/privacy-policy');
  });
});
