import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_PROBLEM_PATH } from '../../../contracts/auth.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { cookieHeader, createUser } from '../../../test/factories.ts';
import { signInAtProvider, startOpenIdProvider, type OpenIdProvider, type ProviderPerson } from '../../../test/openid-provider.ts';

// Single sign-on against a real OpenID provider (oidc-provider) that the test drives over HTTP:
// the authorization-code flow with PKCE, names from the standard claims, the return address,
// and what happens when the address already has a password account.

let provider: OpenIdProvider;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startOpenIdProvider({ redirectUri: `${TEST_ORIGIN}/api/identity/callback/oidc` });
  ctx = await createTestApp({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

function person(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  const id = crypto.randomBytes(4).toString('hex');
  const someone = { sub: `person-${id}`, email: `sso-${id}@example.com`, email_verified: true, given_name: 'Mia', family_name: 'Sommer', ...overrides };
  provider.addPerson(someone);
  return someone;
}

/** The whole sign-in as a browser does it: Kritzel → provider (sign in, allow) → Kritzel's callback. */
async function signInWithProvider(someone: ProviderPerson, returnTo: string) {
  const start = await ctx.app.inject({ url: `/api/login/oidc?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  const callback = await signInAtProvider(authorization.href, someone.email);
  expect(callback.origin).toBe(TEST_ORIGIN);
  const back = await ctx.app.inject({ url: callback.pathname + callback.search, headers: { cookie: cookieHeader(start.headers['set-cookie']) } });
  expect(back.statusCode).toBe(302);
  const session = cookieHeader(back.headers['set-cookie']);
  return { authorization, location: back.headers.location as string, session };
}

const currentUser = (cookie: string) => ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
const oidcAccountsOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .then((rows) => rows.filter((row) => row.providerId === 'oidc'));

describe('signing in with the OpenID provider', () => {
  it('runs the code flow with PKCE and creates the parent with the name from the claims', async () => {
    const mia = person({ given_name: 'Mia', family_name: 'Sommer' });
    const { authorization, location, session } = await signInWithProvider(mia, '/plans?tab=new');

    const received = provider.authorizationRequests.at(-1);
    expect(received?.get('response_type')).toBe('code');
    expect(received?.get('code_challenge_method')).toBe('S256');
    expect(received?.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('code_challenge')).toBe(received?.get('code_challenge'));
    expect(location).toBe('/plans?tab=new');

    const me = await currentUser(session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: mia.email, firstName: 'Mia', lastName: 'Sommer', emailVerified: true, role: 'parent' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, mia.email));
    expect(row?.name).toBe('Mia Sommer');
  });

  it('signs the same parent in again the next time', async () => {
    const ben = person({ given_name: 'Ben', family_name: 'Okafor' });
    const first = await signInWithProvider(ben, '/dashboard');
    const again = await signInWithProvider(ben, '/dashboard');
    expect((await currentUser(again.session)).json().id).toBe((await currentUser(first.session)).json().id);
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example'])(
    'refuses the off-site return address %s and goes to the dashboard',
    async (returnTo) => {
      const { location } = await signInWithProvider(person(), returnTo);
      expect(location).toBe('/dashboard');
    },
  );
});

describe('an address that already has a Kritzel password', () => {
  async function passwordParent(options: { confirmed: boolean }) {
    const parent = await createUser(ctx);
    await ctx.database.db.update(users).set({ emailVerified: options.confirmed }).where(eq(users.id, parent.id));
    return parent;
  }

  it('is joined to the provider when both have confirmed the address, and signed in', async () => {
    const parent = await passwordParent({ confirmed: true });
    const { location, session } = await signInWithProvider(person({ email: parent.email, email_verified: true }), '/account');

    expect(location).toBe('/account');
    expect((await currentUser(session)).json()).toMatchObject({ id: parent.id, email: parent.email });
    expect(await oidcAccountsOf(parent.id)).toHaveLength(1);
  });

  it('is not joined when the provider has not confirmed the address: our page says what to do', async () => {
    const parent = await passwordParent({ confirmed: true });
    const { location, session } = await signInWithProvider(person({ email: parent.email, email_verified: false }), '/account');

    expect(location).toBe(`${TEST_ORIGIN}${SSO_PROBLEM_PATH}?error=account_not_linked`);
    expect((await currentUser(session)).statusCode).toBe(401);
    expect(await oidcAccountsOf(parent.id)).toHaveLength(0);
  });

  it('is not joined while the password account has not confirmed it (someone may have signed up with it)', async () => {
    const parent = await passwordParent({ confirmed: false });
    const { location } = await signInWithProvider(person({ email: parent.email, email_verified: true }), '/dashboard');

    expect(location).toBe(`${TEST_ORIGIN}${SSO_PROBLEM_PATH}?error=account_not_linked`);
    expect(await oidcAccountsOf(parent.id)).toHaveLength(0);
  });
});

it("sends better-auth's own error page to ours", async () => {
  const response = await ctx.app.inject({ url: '/api/identity/error?error=state_not_found' });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`${TEST_ORIGIN}${SSO_PROBLEM_PATH}?error=state_not_found`);
});
