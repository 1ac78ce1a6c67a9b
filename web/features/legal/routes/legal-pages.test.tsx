// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HttpHandler } from 'msw';
import { OPERATOR_START_RULE, OperatorDetails } from '../../../../contracts/legal';
import { answer, answerInTurn, answerRaw, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { resetCookieConsentForTests, useCookieConsent } from '@/lib/cookie-consent';
import { CookiePolicyPage } from './cookie-policy-page';
import { LegalNoticePage } from './legal-notice-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RefundPolicyPage } from './refund-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';
import { TERMS_SECTION_LINKS } from '../test-fixtures';

const CONFIGURED: OperatorDetails = {
  name: 'Jana Kritzel',
  address: ['Kritzelweg 7', '20095 Hamburg', 'Germany'],
  email: 'hello@kritzel.example',
  phone: '+49 40 1234567',
  vatId: 'DE123456789',
  taxNumber: '43/123/45678',
  configured: true,
};
const PLACEHOLDERS: OperatorDetails = {
  ...CONFIGURED,
  name: '[Operator name — set OPERATOR_NAME]',
  email: '[Contact e-mail — set OPERATOR_EMAIL]',
  phone: null,
  configured: false,
};

const OPERATOR_URL = '/api/legal/operator';
const server = mockApi();
const operator = (details: OperatorDetails) => answer.get(OPERATOR_URL, OperatorDetails, details);

function renderPage(Page: ComponentType<{ params: Record<string, string | undefined> }>, operatorAnswer: HttpHandler) {
  server.use(operatorAnswer);
  const location = memoryLocation({ path: '/legal', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <Page params={{}} />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  resetCookieConsentForTests();
});

describe('legal pages', () => {
  it.each([
    ['Privacy Policy', PrivacyPolicyPage],
    ['Terms of Service', TermsOfServicePage],
    ['Cookie Policy', CookiePolicyPage],
    ['Refund Policy', RefundPolicyPage],
    ['Legal Notice', LegalNoticePage],
  ] as const)('%s: title, date, numbered contents linking to each section, and Back to Home', async (title, Page) => {
    const location = renderPage(Page, operator(CONFIGURED));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toBe(`${title} · Kritzel`);
    screen.getByText('Last updated: 14 August 2025');
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    const sections = screen.getAllByRole('region');
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      expect(link.textContent).toMatch(new RegExp(`^${index + 1}\\. `));
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(target.querySelector('h2')!.textContent).toBe(link.textContent);
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('the Terms have the twelve sections of the spec, in order', () => {
    renderPage(TermsOfServicePage, operator(CONFIGURED));
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(TERMS_SECTION_LINKS);
  });

  it('the Legal Notice prints the configured operator, with a mailto link, phone and tax identifiers, and no placeholder notice', async () => {
    renderPage(LegalNoticePage, operator(CONFIGURED));
    await screen.findAllByText('Jana Kritzel');
    for (const text of ['Kritzelweg 7', '20095 Hamburg', 'Telephone: +49 40 1234567', 'DE123456789', '43/123/45678']) screen.getByText(text);
    expect(screen.getByRole('link', { name: 'hello@kritzel.example' }).getAttribute('href')).toBe('mailto:hello@kritzel.example');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says plainly when the details are placeholders, and never links a placeholder e-mail', async () => {
    renderPage(LegalNoticePage, operator(PLACEHOLDERS));
    const note = await screen.findByRole('note');
    within(note).getByText("The operator's details have not been filled in yet");
    expect(note.textContent).toContain(OPERATOR_START_RULE);
    expect(screen.getAllByText('[Contact e-mail — set OPERATOR_EMAIL]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /OPERATOR_EMAIL/ })).toBeNull();
    expect(screen.queryByText(/Telephone/)).toBeNull();
  });

  it('offers to try again when the operator details cannot be loaded', async () => {
    renderPage(PrivacyPolicyPage, answerInTurn('get', OPERATOR_URL, answerRaw('get', OPERATOR_URL, 503, 'down'), operator(CONFIGURED)));
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    fireEvent.click(retries[0]!);
    await screen.findAllByText('Jana Kritzel');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
  });

  it('the Cookie Policy opens the cookie settings', () => {
    const { result } = watchConsentStore();
    renderPage(CookiePolicyPage, operator(CONFIGURED));
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Cookie settings' }));
    expect(result().settingsOpen).toBe(true);
  });
});

/** Reads the consent store's state after the page acted on it. */
function watchConsentStore() {
  let state: ReturnType<typeof useCookieConsent> | undefined;
  function Probe() {
    state = useCookieConsent();
    return null;
  }
  render(<Probe />);
  return { result: () => state! };
}
