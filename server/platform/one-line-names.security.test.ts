import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_LINE_MESSAGE, ONE_LINE_MESSAGE_KEY } from '../../contracts/one-line.ts';
import { FrameConfiguration, FrameSize, ShippingAddress } from '../../contracts/shop.ts';
import { contactMessages, plans, users } from '../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createPlan } from '../../test/plan-factories.ts';

// Issue 34, item 5: a first name with CR/LF and a URL was echoed on its own line into the
// welcome e-mail. Every name field now takes one line of text, or answers 400 and stores nothing.

let ctx: TestContext;
let parent: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_CONTACT: '1000' });
  parent = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const BREAKS = {
  'CR LF': 'Anna\r\nhttps://evil.example/claim',
  LF: 'Anna\nLena',
  tab: 'Anna\tLena',
  'another C0 control (ESC)': 'Anna\u001b[31mLena',
  'a C1 control (NEL)': 'Anna\u0085Lena',
  'line separator': 'Anna\u2028Lena',
  'paragraph separator': 'Anna\u2029Lena',
};
const cases = Object.entries(BREAKS);

const send = (method: 'POST' | 'PATCH', url: string, payload: object, user: TestUser | null = parent) =>
  ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload });

const expectOneLineRefusal = (response: { statusCode: number; json(): { message?: string } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(ONE_LINE_MESSAGE);
};

describe('a name with a line break or a control character', () => {
  it.each(cases)('is refused at sign-up (%s) in name, first and last name: no account, no welcome e-mail', async (kind, text) => {
    for (const field of ['name', 'firstName', 'lastName']) {
      const email = `one-line-${kind.replace(/\W+/g, '-')}-${field}@example.test`;
      const body = {
        name: 'Anna Tester',
        firstName: 'Anna',
        lastName: 'Tester',
        [field]: text,
        email,
        password: 'a-long-enough-password-1',
        parentalConsent: true,
      };
      expectOneLineRefusal(await send('POST', '/api/identity/sign-up/email', body, null));
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it.each(cases)("is refused as a child's name (%s), on a new plan and on a rename", async (_kind, text) => {
    const before = (await ctx.database.db.select().from(plans).where(eq(plans.userId, parent.id))).length;
    expectOneLineRefusal(await send('POST', '/api/plans/create', { childName: text }));
    expect(await ctx.database.db.select().from(plans).where(eq(plans.userId, parent.id))).toHaveLength(before);
    const plan = await createPlan({ ctx, user: parent });
    expectOneLineRefusal(await send('PATCH', `/api/plans/${plan.id}`, { childName: text }));
  });

  it.each(cases)('is refused in the contact form (%s), and no message is kept', async (_kind, text) => {
    expectOneLineRefusal(await send('POST', '/api/contact', { name: text, email: 'parent@example.test', message: 'Hello' }, null));
    expect(await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'parent@example.test'))).toHaveLength(0);
  });

  it.each(cases)('is refused in a delivery address and a frame title (%s)', (_kind, text) => {
    const address = { name: 'Anna Tester', line1: '1 Main Street', line2: 'Flat 2', city: 'Town', state: 'State', postal_code: '12345', country: 'DE' };
    expect(ShippingAddress.safeParse(address).success).toBe(true);
    for (const field of ['name', 'line1', 'line2', 'city', 'state', 'postal_code']) {
      const result = ShippingAddress.safeParse({ ...address, [field]: text });
      expect(result.success, field).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        field,
      ).toContain(ONE_LINE_MESSAGE_KEY); // a catalogue key: the API and the forms say it in the reader's language
    }
    expect(FrameConfiguration.safeParse({ size: FrameSize.options[0], displayName: text }).success).toBe(false);
  });
});

describe('a name on one line', () => {
  it('is still taken, with accents, apostrophes and a trailing newline trimmed away', async () => {
    const response = await send('POST', '/api/plans/create', { childName: "  Zoë-Anne O'Brien\n" });
    expect(response.statusCode).toBe(200);
    const names = (await ctx.database.db.select().from(plans).where(eq(plans.userId, parent.id))).map((plan) => plan.childName);
    expect(names).toContain("Zoë-Anne O'Brien");
  });
});
