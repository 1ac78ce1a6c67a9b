import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, ACCOUNT_MESSAGES } from '../../contracts/account.ts';
import { CHECKPOINT_MESSAGES } from '../../contracts/checkpoints.ts';
import { SUBMISSION_MESSAGES } from '../../contracts/submissions.ts';
import { THEN_AND_NOW_TEXTS } from '../../contracts/then-and-now.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { figureDrawing } from '../../test/drawings.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createPlan } from '../../test/plan-factories.ts';
import { createSubmission } from '../../test/submission-factories.ts';

// Issue 37: a request that worked is answered in the parent's language too — the `message` of a
// 2xx answer, as error bodies are (errors-language.api.test.ts). English stays the spec's text.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_CONTACT: '1000' });
});
afterAll(async () => ctx?.close());

const SPANISH = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' };
const GERMAN = { cookie: 'kritzel_lang=de' };

/** A request as the web app sends it, signed in as `user`, in the language `headers` ask for. */
function send(options: InjectOptions, user: TestUser | null, headers: Record<string, string> = {}) {
  const cookie = [user?.cookie, headers.cookie].filter(Boolean).join('; ');
  return ctx.app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers, ...headers, ...(cookie ? { cookie } : {}) } });
}
const messageOf = async (answer: ReturnType<typeof send>) => {
  const response = await answer;
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string }>().message;
};

describe('a week sent, and its analysis restarted', () => {
  it('says so in Spanish for a Spanish browser, in English without one', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const drawing = { field: 'images', filename: 'drawing.png', contentType: 'image/png', data: await figureDrawing() };
    const week = (weekNumber: string) => {
      const form = multipart({ planId: plan.id, weekNumber }, [drawing]);
      return { method: 'POST', url: '/api/challenges/submit', headers: form.headers, payload: form.payload } as const;
    };
    expect(await messageOf(send(week('1'), parent, SPANISH))).toBe('¡Reto enviado! Tus comentarios están en camino.');
    expect(await messageOf(send(week('2'), parent))).toBe(SUBMISSION_MESSAGES.submitted);

    const photo = `data:image/png;base64,${drawing.data.toString('base64')}`;
    const session = multipart({ planId: plan.id, weekNumber: '3', recordingCount: '0', progressImages: JSON.stringify([photo]) });
    const converted = send(
      { method: 'POST', url: '/api/interactive-sessions/convert-to-submission', headers: session.headers, payload: session.payload },
      parent,
      SPANISH,
    );
    expect(await messageOf(converted)).toBe('Sesión subida y evaluación iniciada');

    const failed = await createSubmission({ ctx, user: parent, plan, weekNumber: 4, status: 'failed' });
    const retry = { method: 'POST', url: `/api/submissions/${failed.id}/retry-evaluation` } as const;
    expect(await messageOf(send(retry, parent, SPANISH))).toBe('Análisis reiniciado');
  });

  it('keeps the spec’s English for the restarted analysis', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const failed = await createSubmission({ ctx, user: parent, plan, weekNumber: 1, status: 'failed' });
    expect(await messageOf(send({ method: 'POST', url: `/api/submissions/${failed.id}/retry-evaluation` }, parent))).toBe(SUBMISSION_MESSAGES.retryStarted);
  });
});

describe('a checkpoint started, and then and now before it', () => {
  it('fills the checkpoint’s number into the Spanish sentence', async () => {
    const parent = await createUser(ctx);
    const plan = await createPlan({ ctx, user: parent, setUp: true });
    const thenAndNow = { method: 'GET', url: `/api/plans/${plan.id}/then-and-now` } as const;
    expect(await messageOf(send(thenAndNow, parent, SPANISH))).toBe(
      'Antes y ahora aparece cuando se evalúa el primer punto de control: el primer dibujo junto al del punto de control.',
    );
    expect(await messageOf(send(thenAndNow, parent))).toBe(THEN_AND_NOW_TEXTS.noCheckpoint);

    for (let week = 1; week <= 4; week++) await createSubmission({ ctx, user: parent, plan, weekNumber: week, status: 'completed' });
    const evaluate = { method: 'POST', url: '/api/cognitive-checkpoints/evaluate', payload: { planId: plan.id, checkpointNumber: 1 } } as const;
    const response = await send(evaluate, parent, SPANISH);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'El punto de control 1 se está evaluando. Suele tardar unos momentos.',
      checkpoint: { checkpointNumber: 1, status: 'pending' },
    });
    // The English sentence is the one the spec's constant writes.
    expect(CHECKPOINT_MESSAGES.started(1)).toBe('Checkpoint 1 is being evaluated. This usually takes a few moments.');
  });
});

describe("the account's confirmations", () => {
  it('say each in Spanish, in German when the cookie asks, and in English by default', async () => {
    const parent = await createUser(ctx);
    const aiChoice = { method: 'PUT', url: ACCOUNT_API.aiProvider, payload: { optIn: true } } as const;
    expect(await messageOf(send(aiChoice, parent, SPANISH))).toBe('Tu elección se ha guardado.');
    expect(await messageOf(send(aiChoice, parent, GERMAN))).toBe('Ihre Wahl wurde gespeichert.');
    expect(await messageOf(send(aiChoice, parent))).toBe(ACCOUNT_MESSAGES.aiChoiceSaved);
    const consent = { method: 'POST', url: ACCOUNT_API.parentalConsent, payload: { parentalConsent: true } } as const;
    expect(await messageOf(send(consent, parent, SPANISH))).toBe('Gracias. Tu consentimiento se ha guardado.');
    const password = { method: 'POST', url: ACCOUNT_API.password, payload: { currentPassword: parent.password, newPassword: 'a brand new sentence' } } as const;
    expect(await messageOf(send(password, parent, SPANISH))).toBe('Tu contraseña se ha cambiado.');

    const leaving = await createUser(ctx);
    expect(await messageOf(send({ method: 'POST', url: ACCOUNT_API.signOutEverywhere }, leaving, SPANISH))).toBe(
      'Se ha cerrado tu sesión en todos los dispositivos.',
    );
    const deleted = await createUser(ctx);
    expect(await messageOf(send({ method: 'DELETE', url: ACCOUNT_API.account, payload: { password: deleted.password } }, deleted, SPANISH))).toBe(
      'Tu cuenta y tus datos se han eliminado.',
    );
  });
});

describe('a contact message and a reset link asked for', () => {
  const contact = {
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Sam Parent', email: 'sam@example.com', message: 'How do I retake a photo?' },
  } as const;
  const reset = { method: 'POST', url: '/api/identity/request-password-reset', payload: { email: 'nobody-here@example.com' } } as const;

  it('are acknowledged in Spanish', async () => {
    expect(await messageOf(send(contact, null, SPANISH))).toBe('Mensaje enviado');
    // better-auth's answer passes our route as text: its message is still written in the language.
    const asked = await send(reset, null, SPANISH);
    expect(asked.json()).toEqual({
      status: true,
      message: 'Si este correo electrónico está registrado, revisa tu correo: ahí tienes el enlace para restablecer la contraseña',
    });
  });

  it('keep their English words by default', async () => {
    expect(await messageOf(send(contact, null))).toBe('Message sent');
    expect((await send(reset, null)).json()).toEqual({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
  });
});
