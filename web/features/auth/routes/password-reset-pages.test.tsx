// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_MESSAGES } from '../../../../contracts/auth';
import { createQueryClient } from '@/lib/query-client';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

/** The server: signed out, and a fixed answer to `url`. */
function stubServer(url: string, status: number, body: unknown) {
  const fetchMock = vi.fn(async (requested: string, _init?: RequestInit) => {
    if (requested === '/api/auth/user') return Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
    if (requested.startsWith(url)) return Response.json(body, { status });
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(Page: ComponentType, path: string, searchPath = '') {
  const { hook, searchHook } = memoryLocation({ path, searchPath });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <Page />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('sends the address and answers the same words whether or not it has an account', async () => {
    const fetchMock = stubServer('/api/identity/request-password-reset', 200, { status: true });
    renderPage(ForgotPasswordPage, '/forgot-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.resetLinkSent);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/identity/request-password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'anna@example.com' });
  });

  it('checks the address before calling the server', () => {
    const fetchMock = stubServer('/api/identity/request-password-reset', 200, { status: true });
    renderPage(ForgotPasswordPage, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/request-password-reset')).toBe(false);
  });
});

describe('ResetPasswordPage', () => {
  const fill = (password: string, again: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('saves the new password with the token from the link and says every device is signed out', async () => {
    const fetchMock = stubServer('/api/identity/reset-password', 200, { status: true });
    renderPage(ResetPasswordPage, '/reset-password', 'token=abc123');
    fill('a long sunny passphrase', 'a long sunny passphrase');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.passwordReset);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/identity/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'abc123', newPassword: 'a long sunny passphrase' });
  });

  it('asks for the same password twice', () => {
    stubServer('/api/identity/reset-password', 200, { status: true });
    renderPage(ResetPasswordPage, '/reset-password', 'token=abc123');
    fill('a long sunny passphrase', 'a long rainy passphrase');
    expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
  });

  it("shows the server's words for a used or expired link", async () => {
    stubServer('/api/identity/reset-password', 400, { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.resetLinkInvalid });
    renderPage(ResetPasswordPage, '/reset-password', 'token=old');
    fill('a long sunny passphrase', 'a long sunny passphrase');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('without a token offers a new link instead of a form', () => {
    stubServer('/api/identity/reset-password', 200, {});
    renderPage(ResetPasswordPage, '/reset-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('VerifyEmailPage', () => {
  it('confirms the address from the link', async () => {
    const fetchMock = stubServer('/api/identity/verify-email', 200, { status: true, user: null });
    renderPage(VerifyEmailPage, '/verify-email', 'token=t0k3n');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.emailConfirmed));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/verify-email?token=t0k3n')).toBe(true);
  });

  it('says when the link is no longer valid', async () => {
    stubServer('/api/identity/verify-email', 401, { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.confirmLinkInvalid });
    renderPage(VerifyEmailPage, '/verify-email', 'token=old');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.confirmLinkInvalid));
  });
});
