// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { setMessagesForTests } from '@/i18n/i18n-store';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as esCore } from '../../../../contracts/i18n/messages/es/core';
import { app as esApp } from '../../../../contracts/i18n/messages/es/app';

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
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(document.title).toBe(`${title} · Kritzel`);
    screen.getByText('Last updated: 14 August 2025');
    screen.getByText('This is a translation; the German text is the legally binding version.');
    const links = within(await screen.findByRole('navigation', { name: 'Contents' })).getAllByRole('link');
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

  it('the Terms have the twelve sections of the spec, in order', async () => {
    renderPage(TermsOfServicePage, operator(CONFIGURED));
    expect(
      within(await screen.findByRole('navigation', { name: 'Contents' }))
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

  it('the Cookie Policy opens the cookie settings', async () => {
    const { result } = watchConsentStore();
    renderPage(CookiePolicyPage, operator(CONFIGURED));
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Cookie settings' }));
    expect(result().settingsOpen).toBe(true);
  });
});

const MESSAGES = { en: { ...enCore, ...enApp }, de: { ...deCore, ...deApp }, es: { ...esCore, ...esApp } } as const;
const speak = (locale: keyof typeof MESSAGES) => setMessagesForTests(locale, MESSAGES[locale]);

describe('legal pages in German (binding) and Spanish (a translation)', () => {
  afterEach(() => speak('en'));

  it.each([
    ['Impressum', LegalNoticePage, '§ 5 Digitale-Dienste-Gesetz (DDG)'],
    ['Datenschutzerklärung', PrivacyPolicyPage, 'Art. 6 Abs. 1 lit. b DSGVO'],
    ['AGB', TermsOfServicePage, 'keine medizinische, psychologische oder pädagogische Beratung'],
    ['Widerrufsbelehrung', RefundPolicyPage, 'Muster-Widerrufsformular'],
    ['Cookie-Richtlinie', CookiePolicyPage, '§ 25 Abs. 2 Nr. 2 TDDDG'],
  ] as const)('%s: the German title, date and contents, German law, and no translation notice', async (title, Page, fact) => {
    speak('de');
    renderPage(Page, operator(CONFIGURED));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(document.title).toBe(`${title} · Kritzel`);
    screen.getByText('Stand: 14. August 2025');
    const contents = await screen.findByRole('navigation', { name: 'Inhalt' });
    expect(within(contents).getAllByRole('link').length).toBeGreaterThan(5);
    expect(screen.getByRole('main').textContent).toContain(fact);
    expect(screen.queryByText(/Übersetzung/)).toBeNull();
    screen.getByRole('link', { name: 'Zur Startseite' });
  });

  it('the German AGB keep the twelve sections of the spec, and the plan price in US dollars', async () => {
    speak('de');
    renderPage(TermsOfServicePage, operator(CONFIGURED));
    const contents = await screen.findByRole('navigation', { name: 'Inhalt' });
    expect(within(contents).getAllByRole('link')).toHaveLength(TERMS_SECTION_LINKS.length);
    expect(screen.getByRole('main').textContent).toMatch(/26-Wochen-Entwicklungsplan für 49\s\$/);
  });

  it.each([
    ['Aviso legal', LegalNoticePage],
    ['Política de privacidad', PrivacyPolicyPage],
    ['Condiciones del servicio', TermsOfServicePage],
    ['Política de reembolso', RefundPolicyPage],
    ['Política de cookies', CookiePolicyPage],
  ] as const)('%s: in Spanish, saying at the top that the German text prevails', async (title, Page) => {
    speak('es');
    renderPage(Page, operator(CONFIGURED));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    screen.getByText('Última actualización: 14 de agosto de 2025');
    const notice = screen.getByText('Esta es una traducción. El texto en alemán es la versión jurídicamente vinculante y prevalece en caso de discrepancia.');
    // At the top: before the contents and the first section.
    const contents = await screen.findByRole('navigation', { name: 'Índice' });
    expect(notice.compareDocumentPosition(contents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['en', 'Telephone: +49 40 1234567', 'VAT identification number (§ 27a UStG)'],
    ['de', 'Telefon: +49 40 1234567', 'Umsatzsteuer-Identifikationsnummer (§ 27a UStG)'],
    ['es', 'Teléfono: +49 40 1234567', 'Número de identificación a efectos del IVA (§ 27a UStG)'],
  ] as const)('the Legal Notice in %s prints the configured operator', async (locale, phone, vatLabel) => {
    speak(locale);
    renderPage(LegalNoticePage, operator(CONFIGURED));
    await screen.findAllByText('Jana Kritzel');
    for (const text of ['Kritzelweg 7', '20095 Hamburg', phone, vatLabel, 'DE123456789', '43/123/45678']) screen.getByText(text);
    expect(screen.getByRole('link', { name: 'hello@kritzel.example' }).getAttribute('href')).toBe('mailto:hello@kritzel.example');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('in German, placeholders are still called placeholders, with the start-up rule', async () => {
    speak('de');
    renderPage(LegalNoticePage, operator(PLACEHOLDERS));
    const note = await screen.findByRole('note');
    within(note).getByText('Die Angaben zum Betreiber sind noch nicht ausgefüllt');
    expect(note.textContent).toContain('OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER');
    expect(note.textContent).toContain('startet gar nicht');
    expect(screen.queryByRole('link', { name: /OPERATOR_EMAIL/ })).toBeNull();
  });

  it('switching the language swaps the text for the other language', async () => {
    speak('de');
    renderPage(RefundPolicyPage, operator(CONFIGURED));
    await screen.findByRole('heading', { level: 2, name: '1. Widerrufsrecht' });
    act(() => speak('en'));
    await screen.findByRole('heading', { level: 2, name: '1. Your 14-day right of withdrawal' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Refund Policy');
  });
});

describe("the Cookie Policy's table of what is stored", () => {
  afterEach(() => speak('en'));
  /** Each card's name, kind, purpose and lifetime, as the page shows them. */
  const cards = () => [...screen.getByRole('main').querySelectorAll('dl')].map((card) => [...card.querySelectorAll('dd')].map((dd) => dd.textContent));
  const NAMES = [
    'kritzel.session_token / __Secure-kritzel.session_token',
    'kritzel.cookie-consent',
    'kritzel.shop.animated-frame, kritzel.shop.custom-tshirt',
    'kritzel_lang',
  ];

  it.each([
    [
      'en',
      ['Cookie', 'Local storage', 'Session storage', 'Cookie', 'Cookie'],
      '30 days, renewed while you use Kritzel; removed when you sign out',
      '1 year, or until you clear this site’s data',
    ],
    [
      'de',
      ['Cookie', 'Local Storage', 'Session Storage', 'Cookie', 'Cookie'],
      '30 Tage, verlängert sich, solange Sie Kritzel nutzen; wird beim Abmelden entfernt',
      '1 Jahr oder bis Sie die Daten dieser Website löschen',
    ],
    [
      'es',
      ['Cookie', 'Almacenamiento local', 'Almacenamiento de sesión', 'Cookie', 'Cookie'],
      '30 días, se renueva mientras usas Kritzel; se elimina al cerrar la sesión',
      '1 año, o hasta que borres los datos de este sitio',
    ],
  ] as const)('in %s: the names the code stores under, their kinds and lifetimes in the language', async (locale, kinds, session, language) => {
    speak(locale);
    renderPage(CookiePolicyPage, operator(CONFIGURED));
    await screen.findByText(session);
    const table = cards();
    expect(table.map(([name]) => name).slice(0, NAMES.length)).toEqual(NAMES);
    expect(table.map(([, kind]) => kind)).toEqual(kinds);
    expect(table[3]?.[3]).toBe(language);
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
