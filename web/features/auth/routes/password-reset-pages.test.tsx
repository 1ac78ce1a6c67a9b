// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_MESSAGES, IdentityDoneResponse } from '../../../../contracts/auth';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

/** The server: signed out; the reset and the confirmation go through. */
const server = mockApi(
  answerError('get', '/api/auth/user', 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
  answer.post('/api/identity/request-password-reset', IdentityDoneResponse, { status: true }),
  answer.post('/api/identity/reset-password', IdentityDoneResponse, { status: true }),
  answer.get('/api/identity/verify-email', IdentityDoneResponse, { status: true, user: null }),
);
const bodyOf = (path: string): unknown => server.requests('POST', path)[0]?.body;

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

afterEach(cleanup);

describe('ForgotPasswordPage', () => {
  it('sends the address and answers the same words whether or not it has an account', async () => {
    renderPage(ForgotPasswordPage, '/forgot-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.resetLinkSent);
    expect(bodyOf('/api/identity/request-password-reset')).toEqual({ email: 'anna@example.com' });
  });

  it('checks the address before calling the server', async () => {
    renderPage(ForgotPasswordPage, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(server.requests('POST', '/api/identity/request-password-reset')).toEqual([]);
  });
});

describe('ResetPasswordPage', () => {
  const fill = (password: string, again: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('saves the new password with the token from the link and says every device is signed out', async () => {
    renderPage(ResetPasswordPage, '/reset-password', 'token=abc123');
    fill('a long sunny passphrase', 'a long sunny passphrase');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.passwordReset);
    expect(bodyOf('/api/identity/reset-password')).toEqual({ token: 'abc123', newPassword: 'a long sunny passphrase' });
  });

  it('asks for the same password twice', async () => {
    renderPage(ResetPasswordPage, '/reset-password', 'token=abc123');
    fill('a long sunny passphrase', 'a long rainy passphrase');
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
  });

  it("shows the server's words for a used or expired link", async () => {
    server.use(answerError('post', '/api/identity/reset-password', 400, { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.resetLinkInvalid }));
    renderPage(ResetPasswordPage, '/reset-password', 'token=old');
    fill('a long sunny passphrase', 'a long sunny passphrase');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('without a token offers a new link instead of a form', () => {
    renderPage(ResetPasswordPage, '/reset-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('VerifyEmailPage', () => {
  it('confirms the address from the link', async () => {
    renderPage(VerifyEmailPage, '/verify-email', 'token=t0k3n');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.emailConfirmed));
    expect(server.requests('GET', '/api/identity/verify-email').map((request) => request.path)).toEqual(['/api/identity/verify-email?token=t0k3n']);
  });

  it('says when the link is no longer valid', async () => {
    server.use(answerError('get', '/api/identity/verify-email', 401, { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.confirmLinkInvalid }));
    renderPage(VerifyEmailPage, '/verify-email', 'token=old');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.confirmLinkInvalid));
  });
});
