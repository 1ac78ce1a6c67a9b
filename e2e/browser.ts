import crypto from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import type { ReceivedMail } from '../test/mail-server.ts';

export const baseURL = () => inject('baseURL');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
}

/**
 * For a test file whose tests upload a drawing: one browser launched before them and closed
 * after them, and the drawing, drawn once. Read both inside the tests (they exist from beforeAll on).
 */
export function browserWithDrawing(draw: () => Promise<Buffer>): { browser: Browser; drawing: Buffer } {
  const setup = {} as { browser: Browser; drawing: Buffer };
  beforeAll(async () => {
    setup.browser = await launchBrowser();
    setup.drawing = await draw();
  });
  afterAll(async () => setup.browser?.close());
  return setup;
}

type ContextOptions = {
  desktop?: boolean;
  cookieBanner?: boolean;
  /** Another server than the shared one (global-setup's startServer). */
  baseURL?: string;
  /** Signed in as another context was (its cookies and storage). */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The language chosen with the switch (its cookie), as against the browser's. */
  language?: string;
};

/**
 * A phone-sized context by default: parents use Kritzel on their phones. The visitor has
 * already answered the cookie banner (essential only), so it covers nothing a test taps;
 * `cookieBanner: true` starts undecided, for the consent tests.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseURL(),
    viewport: options.desktop ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    deviceScaleFactor: 1,
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  if (!options.cookieBanner) await context.addInitScript(rememberCookieChoice);
  if (options.language) await context.addCookies([{ name: 'kritzel_lang', value: options.language, url: options.baseURL ?? baseURL() }]);
  return context;
}

/** Runs in the page before its scripts; keeps any choice already stored. */
function rememberCookieChoice() {
  try {
    if (localStorage.getItem('kritzel.cookie-consent')) return;
    localStorage.setItem(
      'kritzel.cookie-consent',
      JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), performance: false, functional: false, marketing: false }),
    );
  } catch {
    // about:blank and other opaque origins have no storage.
  }
}

/**
 * Records every toast the pages of this context show, even one shown just before a full
 * navigation (the login redirects show theirs for 500 ms): polling a locator can miss so short
 * a toast on a busy machine, a MutationObserver in the page cannot. Read with seenToasts().
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = () => {
      for (const toast of document.querySelectorAll('li[data-state="open"]')) {
        const text = toast.textContent ?? '';
        const seen = JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[];
        if (text && toast.getBoundingClientRect().height > 0 && !seen.includes(text)) sessionStorage.setItem('e2e.toasts', JSON.stringify([...seen, text]));
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts recordToasts() saw in this tab, across its navigations. */
export async function seenToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[]);
}

/**
 * Closes every open toast, before a screenshot or an axe check. A toast closes itself after five
 * seconds, so on a loaded machine it may be gone before the click lands; that is not a failure.
 */
export async function closeToasts(page: Page): Promise<void> {
  // Clicks every close button again on each look: on a busy machine a click can miss its 2 s or a
  // toast can arrive after the first look (a CI run failed on poll's default 1 s).
  await expect
    .poll(
      async () => {
        for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) {
          await close.click({ timeout: 2_000 }).catch(() => undefined);
        }
        return page.locator('li[data-state="open"]').count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** Creates an account and signs the context in through the API (not the form). */
export async function signUpAndSignIn(
  context: BrowserContext,
  email = uniqueEmail(),
  password = 'drawing with crayons',
): Promise<{ email: string; password: string }> {
  const headers = { origin: baseURL() };
  const signUp = await context.request.post('/api/identity/sign-up/email', {
    headers,
    data: { name: 'E2E Parent', firstName: 'Robin', lastName: 'Parent', email, password, parentalConsent: true },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await context.request.post('/api/identity/sign-in/email', { headers, data: { email, password } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return { email, password };
}

export async function axeViolations(page: Page) {
  // A toast sliding in is half transparent: let finite animations end, or axe measures
  // contrast mid-fade. (Spinners loop forever and are left alone.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself (legacy mode) instead of a partial run per frame finished in a
  // second, blank page into which axe is injected again; and only violations gathered in full.
  // Kritzel's pages have no cross-origin frames, which is what the partial run is for. The same
  // checks, found in about 0.55 s a page instead of 0.9 (docs/decisions/024).
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: true });
}

/** The administrator (ADMIN_EMAILS in global-setup): created by the first file that needs it, signed in by the rest. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'admin drawing board' } as const;

export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  const headers = { origin: baseURL() };
  const data = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };
  let signIn = await context.request.post('/api/identity/sign-in/email', { headers, data });
  if (signIn.status() === 401) {
    const signUp = await context.request.post('/api/identity/sign-up/email', {
      headers,
      data: { ...data, name: 'Kritzel Admin', firstName: 'Kim', lastName: 'Admin', parentalConsent: true },
    });
    if (!signUp.ok()) throw new Error(`admin sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    // A listed address becomes administrator only once confirmed (the welcome e-mail's link) and
    // its password is set through the link that confirming sends (ADR 020, issue 34).
    const link = linkIn(await waitForMail(E2E_ADMIN.email, 'Welcome to Kritzel'), '/verify-email');
    const confirmed = await context.request.get(`/api/identity/verify-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`);
    if (!confirmed.ok()) throw new Error(`admin confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
    const invitation = linkIn(await waitForMail(E2E_ADMIN.email, 'administrator password'), '/reset-password');
    const chosen = await context.request.post('/api/identity/reset-password', {
      headers,
      data: { token: invitation.searchParams.get('token') ?? '', newPassword: E2E_ADMIN.password },
    });
    if (!chosen.ok()) throw new Error(`admin password link failed: ${chosen.status()} ${await chosen.text()}`);
    signIn = await context.request.post('/api/identity/sign-in/email', { headers, data });
  }
  if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()} ${await signIn.text()}`);
}

/** The newest e-mail to `to` whose subject contains `subject`, from the test mail server (global-setup). */
export async function waitForMail(to: string, subject: string, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(inject('inboxUrl'))).json()) as ReceivedMail[];
    const found = messages.filter((m) => m.to.includes(to) && m.subject.includes(subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} about "${subject}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link to `path` on this server in an e-mail. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}\\S*`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
