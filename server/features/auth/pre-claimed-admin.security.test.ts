import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { signIn } from '../../../test/factories.ts';
import { openMailbox, type Mailbox } from '../../../test/mailbox.ts';

// Issue 34, item 1: someone signed up as `Boss@Example.test` (listed in ADMIN_EMAILS) with a
// password of their own; when the real owner opened the confirmation link, the other person's
// open session became administrator, and their password kept it.
let ctx: TestContext;
let mailbox: Mailbox;

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: 'boss@example.test', RATE_LIMIT_SIGN_IN: '1000' });
  mailbox = await openMailbox(ctx);
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
const adminList = (cookie: string) => ctx.app.inject({ url: '/api/admin/users', headers: { cookie } });

it('makes the owner of a listed address administrator, alone, and never the one who signed up first', async () => {
  const claimersPassword = 'somebody elses crayons';
  const signUp = await post('/api/identity/sign-up/email', {
    name: 'Not The Boss',
    email: 'Boss@Example.test',
    password: claimersPassword,
    parentalConsent: true,
  });
  expect(signUp.statusCode).toBe(200);
  const claimer = await signIn(ctx.app, 'Boss@Example.test', claimersPassword);

  // The real owner opens the link in the welcome e-mail.
  const welcome = await mailbox.waitFor('boss@example.test', 'Welcome to Kritzel');
  const confirm = mailbox.linkIn(welcome, '/verify-email?token=').searchParams.get('token');
  expect((await ctx.app.inject({ url: `/api/identity/verify-email?token=${confirm}` })).statusCode).toBe(200);

  // Confirming gives nobody the role: the session and password were set before the address was proven.
  expect((await me(claimer)).json()).toMatchObject({ role: 'parent', emailVerified: true });
  expect((await adminList(claimer)).statusCode).toBe(403);

  // The role comes with a link to the listed address that sets the password.
  const invitation = await mailbox.waitFor('boss@example.test', 'administrator password');
  const token = mailbox.linkIn(invitation, '/reset-password?token=').searchParams.get('token');
  const owner = 'the real boss draws houses';
  expect((await post('/api/identity/reset-password', { token, newPassword: owner })).statusCode).toBe(200);

  // The claimer's session and password are gone; the owner alone is administrator.
  expect((await me(claimer)).statusCode).toBe(401);
  expect((await post('/api/identity/sign-in/email', { email: 'boss@example.test', password: claimersPassword })).statusCode).toBe(401);
  const ownerCookie = await signIn(ctx.app, 'boss@example.test', owner);
  expect((await me(ownerCookie)).json()).toMatchObject({ role: 'admin' });
  expect((await adminList(ownerCookie)).statusCode).toBe(200);
});
