// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProviders } from '../../../../contracts/auth';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { answer, mockApi } from '../../../../test/api-mock';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { createQueryClient } from '@/lib/query-client';
import { SignUpPage } from './sign-up-page';

const server = mockApi(answer.get('/api/auth/providers', AuthProviders, { emailPassword: true, oidc: null }));

function renderSignUp() {
  const { hook, searchHook } = memoryLocation({ path: '/sign-up' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <SignUpPage />
      </Router>
    </QueryClientProvider>,
  );
}

// Issue 37: the contract's zod messages are catalogue keys; the form shows them in the page's language.
beforeEach(() => setMessagesForTests('de', { ...deCore, ...deApp }));
afterEach(() => {
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

describe('SignUpPage in German', () => {
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
