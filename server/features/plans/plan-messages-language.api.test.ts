import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

/** A blank name for a new plan, asked in a language: the browser's (Accept-Language) and the choice kept in the cookie. */
const createBlank = (parent: TestUser, language: { acceptLanguage?: string; cookie?: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/plans/create',
    headers: {
      origin: TEST_ORIGIN,
      cookie: [parent.cookie, language.cookie].filter(Boolean).join('; '),
      ...(language.acceptLanguage ? { 'accept-language': language.acceptLanguage } : {}),
    },
    payload: { childName: '  ' },
  });

describe("a plan contract's validation message in the parent's language (issue 37)", () => {
  it('answers a Spanish browser in Spanish and a German choice in German; the code stays, English stays English', async () => {
    const parent = await createUser(ctx);
    const spanish = await createBlank(parent, { acceptLanguage: 'es-ES,es;q=0.9' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Escribe el nombre de tu hijo o hija' });
    const german = await createBlank(parent, { acceptLanguage: 'en', cookie: 'kritzel_lang=de' });
    expect(german.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Bitte geben Sie den Namen Ihres Kindes ein' });
    const english = await createBlank(parent, {});
    expect(english.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: "Please enter your child's name" });
  });
});
