// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_API, ACCOUNT_MESSAGES } from '../../../../contracts/account';
import { AI_PROVIDER_COPY } from '@/components/ai-provider-choice';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { accountFixture, json, stubServer } from '../test-server';
import { AccountPage } from './account-page';

function renderAccount() {
  const { hook } = memoryLocation({ path: '/account' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <AccountPage />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const forbidden = (message: string) => json({ code: 'FORBIDDEN', message }, 403);

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AccountPage', () => {
  it('shows the details, the consent on record and a way back to the dashboard', async () => {
    stubServer({ [`GET ${ACCOUNT_API.account}`]: json(accountFixture()), [`GET ${ACCOUNT_API.exports}`]: json([]) });
    renderAccount();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Anna Berg')).toBeTruthy();
    expect(within(details).getByText('anna@example.com')).toBeTruthy();
    expect(within(details).getByText(/Given on Mar 2, 2025/)).toBeTruthy();
    expect(within(details).getByText('(Privacy Policy of Aug 14, 2025)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('asks an account without consent on record (single sign-on) for it, and sends it only when ticked', async () => {
    let granted = false;
    const server = stubServer({
      [`GET ${ACCOUNT_API.account}`]: () =>
        Response.json(
          accountFixture({
            hasPassword: false,
            parentalConsent: granted
              ? { granted: true, at: '2026-11-22T10:00:00.000Z', policyVersion: '2025-08-14' }
              : { granted: false, at: null, policyVersion: null },
          }),
        ),
      [`GET ${ACCOUNT_API.exports}`]: json([]),
      [`POST ${ACCOUNT_API.parentalConsent}`]: () => {
        granted = true;
        return Response.json({ message: ACCOUNT_MESSAGES.parentalConsentSaved });
      },
    });
    renderAccount();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Not on record')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Give consent' }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.parentalConsentRequired)).toBeTruthy();
    expect(server.calls('POST', ACCOUNT_API.parentalConsent)).toHaveLength(0);
    fireEvent.click(within(details).getByRole('checkbox', { name: /parent or legal guardian/ }));
    fireEvent.click(within(details).getByRole('button', { name: 'Give consent' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.parentalConsentSaved)).toBeTruthy();
    expect(server.bodyOf('POST', ACCOUNT_API.parentalConsent)).toEqual({ parentalConsent: true });
    await waitFor(() => expect(within(details).queryByRole('button', { name: 'Give consent' })).toBeNull());
    expect(within(details).getByText(/Given on Nov 22, 2026/)).toBeTruthy();
  });

  it('says so and offers a retry when the account cannot be loaded', async () => {
    const server = stubServer({ [`GET ${ACCOUNT_API.account}`]: json({ code: 'INTERNAL', message: 'x' }, 503) });
    renderAccount();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your account just now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.calls('GET', ACCOUNT_API.account)).toHaveLength(2));
  });
});

describe('AccountPage, password', () => {
  it('checks the fields before sending anything', async () => {
    const server = stubServer({ [`GET ${ACCOUNT_API.account}`]: json(accountFixture()) });
    renderAccount();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Please enter your current password')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(server.calls('POST', ACCOUNT_API.password)).toHaveLength(0);
  });

  it('says at the field when the current password is not right', async () => {
    stubServer({ [`GET ${ACCOUNT_API.account}`]: json(accountFixture()), [`POST ${ACCOUNT_API.password}`]: forbidden(ACCOUNT_MESSAGES.wrongPassword) });
    renderAccount();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'not my password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password with the current one and says so', async () => {
    const server = stubServer({ [`GET ${ACCOUNT_API.account}`]: json(accountFixture()), [`POST ${ACCOUNT_API.password}`]: json({ message: 'ok' }) });
    renderAccount();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'crayons and paper' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeTruthy();
    expect(server.bodyOf('POST', ACCOUNT_API.password)).toEqual({ currentPassword: 'crayons and paper', newPassword: 'a brand new passphrase' });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('has no password form for a single sign-on account', async () => {
    stubServer({ [`GET ${ACCOUNT_API.account}`]: json(accountFixture({ hasPassword: false })) });
    renderAccount();
    expect(await screen.findByText(/You sign in with single sign-on/)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});

describe('AccountPage, AI provider', () => {
  it('hides the choice when no external provider is configured', async () => {
    stubServer({ [`GET ${ACCOUNT_API.account}`]: json(accountFixture({ externalAiConfigured: false })) });
    renderAccount();
    const ai = await screen.findByRole('region', { name: 'How drawings are analysed' });
    expect(within(ai).getByText(AI_PROVIDER_COPY.onlyLocal)).toBeTruthy();
    expect(within(ai).queryByRole('radio')).toBeNull();
  });

  it('explains the choice, says nothing is chosen yet and saves a change', async () => {
    const server = stubServer({
      [`GET ${ACCOUNT_API.account}`]: json(accountFixture()),
      [`PUT ${ACCOUNT_API.aiProvider}`]: json({ message: ACCOUNT_MESSAGES.aiChoiceSaved }),
    });
    renderAccount();
    const ai = await screen.findByRole('region', { name: 'How drawings are analysed' });
    expect(within(ai).getByText(AI_PROVIDER_COPY.withProvider)).toBeTruthy();
    expect(within(ai).getByText(/You have not chosen yet/)).toBeTruthy();
    fireEvent.click(within(ai).getByRole('radio', { name: /Use the external AI provider/ }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.aiChoiceSaved)).toBeTruthy();
    expect(server.bodyOf('PUT', ACCOUNT_API.aiProvider)).toEqual({ optIn: true });
    expect((within(section('How drawings are analysed')).getByRole('radio', { name: /Use the external AI provider/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/You have not chosen yet/)).toBeNull();
  });
});
