import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startOpenIdProvider, type OpenIdProvider, type ProviderPerson } from '../test/openid-provider.ts';
import { axeViolations, launchBrowser, newContext, screenshot, uniqueEmail } from './browser.ts';
import { freePort, startServer, type E2eServer } from './global-setup.ts';

// Single sign-on in Chromium against a real OpenID provider: the built server is started
// configured with it, the parent taps the button on the sign-in page and signs in there.

const PROVIDER_NAME = 'Test School Login';

let browser: Browser;
let provider: OpenIdProvider;
let server: E2eServer;
beforeAll(async () => {
  // The provider must know Kritzel's callback before Kritzel starts with the provider's address.
  const port = await freePort();
  provider = await startOpenIdProvider({ redirectUri: `http://127.0.0.1:${port}/api/identity/callback/oidc` });
  server = await startServer(
    { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_NAME: PROVIDER_NAME },
    { port },
  );
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

function person(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  const someone = { sub: crypto.randomUUID(), email: uniqueEmail('sso'), email_verified: true, given_name: 'Mia', family_name: 'Sommer', ...overrides };
  provider.addPerson(someone);
  return someone;
}

/** From Kritzel's sign-in page through the provider's two pages (sign in, allow) and back. */
async function signInThroughProvider(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: `Continue with ${PROVIDER_NAME}` }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

describe('single sign-on', () => {
  it('a new parent signs in with the provider and lands on the dashboard under their own name (phone)', async () => {
    const context = await newContext(browser, { baseURL: server.baseURL });
    const page = await context.newPage();
    const mia = person({ given_name: 'Mia', family_name: 'Sommer' });

    await signInThroughProvider(page, mia.email);
    await page.waitForURL(`${server.baseURL}/dashboard`);
    await page.getByText('Hello, Mia!').waitFor();
    const me = (await (await context.request.get('/api/auth/user')).json()) as { email: string; firstName: string; lastName: string };
    expect(me).toMatchObject({ email: mia.email, firstName: 'Mia', lastName: 'Sommer' });
    await context.close();
  });

  it('an address that already has a password ends on our page, which says to sign in with the password (390 px)', async () => {
    const context = await newContext(browser, { baseURL: server.baseURL });
    const email = uniqueEmail('has-password');
    const signUp = await context.request.post('/api/identity/sign-up/email', {
      headers: { origin: server.baseURL },
      data: { name: 'Robin Parent', email, password: 'drawing with crayons', parentalConsent: true },
    });
    expect(signUp.ok()).toBe(true);
    const page = await context.newPage();

    await signInThroughProvider(page, person({ email, email_verified: false }).email);
    await page.waitForURL(`${server.baseURL}/sign-in/problem?error=account_not_linked`);
    await page.getByRole('heading', { level: 1, name: /Sign in with your\s+password/ }).waitFor();
    await page.getByText('This e-mail address already has a Kritzel password.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'sso-account-not-linked');
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${server.baseURL}/sign-in`);
    await context.close();
  });
});
