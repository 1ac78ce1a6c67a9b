// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_API, ACCOUNT_MESSAGES, AccountMessageResponse, AccountResponse, DataExportsResponse } from '../../../../contracts/account';
import { NOTIFICATIONS_API, NotificationSettingsResponse } from '../../../../contracts/notifications';
import { RECEIPTS_API, ReceiptList } from '../../../../contracts/receipts';
import { OrdersResponse } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { AI_PROVIDER_COPY } from '@/components/ai-provider-choice';
import { i18nStore } from '@/i18n/i18n-store';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { accountFixture, notificationSettingsFixture } from '../test-server';
import { AccountPage } from './account-page';

/** The server: a parent with a password and consent on record, no data exports or keepsake orders yet. */
const server = mockApi(
  answer.get(ACCOUNT_API.account, AccountResponse, accountFixture()),
  answer.get(ACCOUNT_API.exports, DataExportsResponse, []),
  answer.get('/api/orders', OrdersResponse, []),
  answer.get(RECEIPTS_API.list, ReceiptList, { receipts: [] }),
  answer.get(NOTIFICATIONS_API.settings, NotificationSettingsResponse, notificationSettingsFixture()),
);
const bodyOf = (method: string, path: string): unknown => server.requests(method, path).at(-1)?.body;
const withAccount = (overrides: Parameters<typeof accountFixture>[0]) => answer.get(ACCOUNT_API.account, AccountResponse, accountFixture(overrides));

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

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  setMessagesForTests('en', { ...enCore, ...enApp });
  document.cookie = 'kritzel_lang=; path=/; max-age=0';
});

describe('AccountPage', () => {
  it('shows the details, the consent on record and a way back to the dashboard', async () => {
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
    server.use(
      answer.get(ACCOUNT_API.account, AccountResponse, () =>
        accountFixture({
          hasPassword: false,
          parentalConsent: granted
            ? { granted: true, at: '2026-11-22T10:00:00.000Z', policyVersion: '2025-08-14' }
            : { granted: false, at: null, policyVersion: null },
        }),
      ),
      answer.post(ACCOUNT_API.parentalConsent, AccountMessageResponse, () => {
        granted = true;
        return { message: ACCOUNT_MESSAGES.parentalConsentSaved };
      }),
    );
    renderAccount();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Not on record')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Give consent' }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.parentalConsentRequired)).toBeTruthy();
    expect(server.requests('POST', ACCOUNT_API.parentalConsent)).toHaveLength(0);
    fireEvent.click(within(details).getByRole('checkbox', { name: /parent or legal guardian/ }));
    fireEvent.click(within(details).getByRole('button', { name: 'Give consent' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.parentalConsentSaved)).toBeTruthy();
    expect(bodyOf('POST', ACCOUNT_API.parentalConsent)).toEqual({ parentalConsent: true });
    await waitFor(() => expect(within(details).queryByRole('button', { name: 'Give consent' })).toBeNull());
    expect(within(details).getByText(/Given on Nov 22, 2026/)).toBeTruthy();
  });

  it('says so and offers a retry when the account cannot be loaded', async () => {
    server.use(answerError('get', ACCOUNT_API.account, 503, { code: 'INTERNAL', message: 'x' }));
    renderAccount();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your account just now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.requests('GET', ACCOUNT_API.account)).toHaveLength(2));
  });
});

describe('AccountPage, password', () => {
  it('checks the fields before sending anything', async () => {
    renderAccount();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(server.requests('POST', ACCOUNT_API.password)).toHaveLength(0);
  });

  it('says at the field when the current password is not right', async () => {
    server.use(answerError('post', ACCOUNT_API.password, 403, { code: 'FORBIDDEN', message: ACCOUNT_MESSAGES.wrongPassword }));
    renderAccount();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'not my password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password with the current one and says so', async () => {
    server.use(answer.post(ACCOUNT_API.password, AccountMessageResponse, { message: 'ok' }));
    renderAccount();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'crayons and paper' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeTruthy();
    expect(bodyOf('POST', ACCOUNT_API.password)).toEqual({ currentPassword: 'crayons and paper', newPassword: 'a brand new passphrase' });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('has no password form for a single sign-on account', async () => {
    server.use(withAccount({ hasPassword: false }));
    renderAccount();
    expect(await screen.findByText(/You sign in with single sign-on/)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});

describe('AccountPage, AI provider', () => {
  it('hides the choice when no external provider is configured', async () => {
    server.use(withAccount({ externalAiConfigured: false }));
    renderAccount();
    const ai = await screen.findByRole('region', { name: 'How drawings are analysed' });
    expect(within(ai).getByText(i18nStore.get().t(AI_PROVIDER_COPY.onlyLocal))).toBeTruthy();
    expect(within(ai).queryByRole('radio')).toBeNull();
  });

  it('explains the choice, says nothing is chosen yet and saves a change', async () => {
    server.use(answer.put(ACCOUNT_API.aiProvider, AccountMessageResponse, { message: ACCOUNT_MESSAGES.aiChoiceSaved }));
    renderAccount();
    const ai = await screen.findByRole('region', { name: 'How drawings are analysed' });
    expect(within(ai).getByText(i18nStore.get().t(AI_PROVIDER_COPY.withProvider))).toBeTruthy();
    expect(within(ai).getByText(/You have not chosen yet/).textContent).toContain(VOCABULARY.analyser);
    expect(within(ai).getByRole('radio', { name: new RegExp(`^Use ${VOCABULARY.analyser} only`) })).toBeTruthy();
    expect(within(ai).queryByText(/own analyser/)).toBeNull();
    fireEvent.click(within(ai).getByRole('radio', { name: /Use the external AI provider/ }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.aiChoiceSaved)).toBeTruthy();
    expect(bodyOf('PUT', ACCOUNT_API.aiProvider)).toEqual({ optIn: true });
    expect((within(section('How drawings are analysed')).getByRole('radio', { name: /Use the external AI provider/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/You have not chosen yet/)).toBeNull();
  });

  it('has a language setting that says e-mails, reminders and PDF reports follow it, and switches the page (issue 37)', async () => {
    renderAccount();
    const language = await screen.findByRole('region', { name: 'Language' });
    expect(within(language).getByText(/e-mails, reminders and PDF reports come in/)).toBeTruthy();
    const choice = within(language).getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(choice.value).toBe('en');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Español']);
    fireEvent.change(choice, { target: { value: 'de' } });
    // The German catalogue loads on demand: on a busy CI machine that can take longer than a second.
    const sprache = await screen.findByRole('region', { name: 'Sprache' }, { timeout: 15_000 });
    expect(within(sprache).getByText(/E-Mails, Erinnerungen und PDF-Berichte/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ihr Konto');
    expect(screen.getByRole('region', { name: 'Ihre Angaben' })).toBeTruthy();
    expect(document.cookie).toContain('kritzel_lang=de');
    expect(document.documentElement.lang).toBe('de');
  });
});
