import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageKey } from '../../contracts/i18n/keys.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/api-harness.ts';
import { translator } from '../i18n/index.ts';
import { AppError, toErrorResponse } from './errors.ts';

// Issue 37 §3: the API's error messages in the parent's language. The code never changes; the
// message follows the language cookie, else the browser's languages, else English.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_CONTACT: '1000', RATE_LIMIT_AI_HELPER: '1' });
});
afterAll(async () => ctx?.close());

let nextAddress = 10;
const contact = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `203.0.113.${nextAddress++}`, ...headers },
    payload: { name: '  ', email: 'not-an-email' },
  });

describe('a refused contact form', () => {
  it('is answered in Spanish for a Spanish browser', async () => {
    const response = await contact({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Escribe tu nombre',
      fields: { name: 'Escribe tu nombre', email: 'Escribe una dirección de correo electrónico válida', message: 'Escribe un mensaje' },
    });
  });

  it('is answered in German when the language cookie says so, whatever the browser prefers', async () => {
    const response = await contact({ cookie: 'kritzel_lang=de', 'accept-language': 'es-ES' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Bitte geben Sie Ihren Namen ein',
      fields: {
        name: 'Bitte geben Sie Ihren Namen ein',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        message: 'Bitte geben Sie eine Nachricht ein',
      },
    });
  });

  it('is answered in English without either, exactly as before', async () => {
    const response = await contact({});
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please enter your name',
      fields: { name: 'Please enter your name', email: 'Please enter a valid email address', message: 'Please enter a message' },
    });
  });
});

describe("a service's error", () => {
  const plans = (headers: Record<string, string>): InjectOptions => ({ method: 'GET', url: '/api/plans', headers });

  it('keeps its code and says the message in the request language', async () => {
    const [es, de, en] = await Promise.all([
      ctx.app.inject(plans({ 'accept-language': 'es-ES' })),
      ctx.app.inject(plans({ cookie: 'kritzel_lang=de' })),
      ctx.app.inject(plans({})),
    ]);
    expect([es.statusCode, de.statusCode, en.statusCode]).toEqual([401, 401, 401]);
    expect(es.json()).toEqual({ code: 'UNAUTHORIZED', message: 'No has iniciado sesión' });
    expect(de.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
    expect(en.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('fills its placeholders in the language: the rate limit’s wait in words', async () => {
    const helper = (headers: Record<string, string>): InjectOptions => ({
      method: 'POST',
      url: '/api/ai/generate-conversation',
      remoteAddress: '198.51.100.77',
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: { challengeInstructions: ['Draw your favourite animal'] },
    });
    expect((await ctx.app.inject(helper({}))).statusCode).toBe(401);
    const es = await ctx.app.inject(helper({ 'accept-language': 'es' }));
    const de = await ctx.app.inject(helper({ cookie: 'kritzel_lang=de' }));
    const en = await ctx.app.inject(helper({}));
    expect(es.json()).toEqual({ code: 'RATE_LIMITED', message: 'Demasiadas solicitudes. Vuelve a intentarlo en aproximadamente una hora.' });
    expect(de.json()).toEqual({ code: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte versuchen Sie es in etwa einer Stunde noch einmal.' });
    expect(en.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in about 1 hour.' });
  });
});

describe('AppError', () => {
  const weekLocked = new AppError('CONFLICT', messageKey('errors.submission.weekLocked'), { values: { week: 4 } });

  it('reads in English for the log and for tests', () => {
    expect(weekLocked.message).toBe('This week is not open yet. Please complete week 4 first.');
  });

  it('is answered in the language asked for, its values in place and its code unchanged', () => {
    expect(toErrorResponse(weekLocked, translator('de'))).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'Diese Woche ist noch nicht freigeschaltet. Bitte schließen Sie zuerst Woche 4 ab.' },
    });
    expect(toErrorResponse(weekLocked, translator('es')).body.message).toBe('Esta semana todavía no está abierta. Completa primero la semana 4.');
  });

  it('writes values that are words themselves in the language asked for (a checklist item’s name)', () => {
    const named = new AppError('VALIDATION_FAILED', messageKey('errors.task.noSuchItem'), { values: (t) => ({ items: t('tasks.person.head.label') }) });
    expect(named.message).toBe('This task has no item Head.');
    expect(toErrorResponse(named, translator('es')).body.message).toBe('Esta tarea no tiene el elemento Cabeza.');
  });

  it('sends a text that is not a key as it is (admin messages stay English)', () => {
    const admin = new AppError('CONFLICT', 'A voucher with the code SPRING already exists');
    expect(toErrorResponse(admin, translator('de')).body.message).toBe('A voucher with the code SPRING already exists');
  });
});
