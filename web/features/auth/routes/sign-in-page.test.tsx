// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProviders, SignInResponse } from '../../../../contracts/auth';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { SignInPage } from './sign-in-page';

/** The server: e-mail sign-in only, and a signed-in answer to the sign-in call. */
const server = mockApi(
  answer.get('/api/auth/providers', AuthProviders, { emailPassword: true, oidc: null }),
  answer.post('/api/identity/sign-in/email', SignInResponse, { redirect: false }),
);
const sent = () => server.requests('POST', '/api/identity/sign-in/email');

function renderSignIn(searchPath = '') {
  const { hook, searchHook } = memoryLocation({ path: '/sign-in', searchPath });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <SignInPage />
      </Router>
    </QueryClientProvider>,
  );
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('shows the server message inline when sign-in fails', async () => {
    server.use(answerError('post', '/api/identity/sign-in/email', 401, { code: 'UNAUTHORIZED', message: 'Invalid email or password' }));
    renderSignIn();
    fillAndSubmit('anna@example.com', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('checks the form in the browser before calling the server', async () => {
    renderSignIn();
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
  });

  it('on success loads the safe return path', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignIn('returnTo=%2Fplans%2F5%3Fweek%3D2');
    fillAndSubmit(' anna@example.com ', 'correct horse battery');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/plans/5?week=2'));
    expect(sent()[0]?.body).toEqual({ email: 'anna@example.com', password: 'correct horse battery' });
  });

  it('refuses a return path to another site', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignIn('returnTo=%2F%2Fevil.example');
    fillAndSubmit('anna@example.com', 'correct horse battery');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  it('offers the OpenID Connect provider when the server has one, keeping the return path', async () => {
    server.use(answer.get('/api/auth/providers', AuthProviders, { emailPassword: true, oidc: { name: 'School Login' } }));
    renderSignIn('returnTo=%2Fplans%2F5');
    const link = await screen.findByRole('link', { name: 'Continue with School Login' });
    expect(link.getAttribute('href')).toBe('/api/login/oidc?returnTo=%2Fplans%2F5');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up?returnTo=%2Fplans%2F5');
  });
});
