import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_COUNT, GenerateExamplesResponse } from '../../../contracts/ai-helpers.ts';
import type { ExampleVariation } from '../../../contracts/analysis.ts';
import { createLogger } from '../../runtime.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { AiTaskError } from '../../providers/ai/create-analyser.ts';
import { createLocalAnalyser } from '../../providers/ai/local/local-analyser.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { generateConversation } from './generate-conversation.ts';
import { generateExamples } from './generate-examples.ts';

const HELPER_LIMIT = 3;
const instructions = ['Draw a big circle for the head', 'Add a body', 'Give your person arms and legs'];

/**
 * The analyser the app runs on, whose answers a test may swap: a model that chats around the
 * dialog, sends too few examples or is down.
 */
const local = createLocalAnalyser();
const analyser: Analyser = { ...local };
const restore = () => Object.assign(analyser, local);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_AI_HELPER: String(HELPER_LIMIT) }, { analyser });
});
afterAll(async () => ctx?.close());

const post = (url: string, user: TestUser | undefined, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...headers }, payload });

const example = (i: number): ExampleVariation => ({
  theme: `Theme ${i}`,
  title: `Title ${i}`,
  description: 'A drawing.',
  materials: ['crayons'],
  colorSuggestions: ['red'],
});

describe('POST /api/ai/generate-conversation', () => {
  it('answers only the Parent: and Child: lines, one per line', async () => {
    const parent = await createUser(ctx);
    const response = await post('/api/ai/generate-conversation', parent, { challengeInstructions: instructions, challengeTitle: 'Draw a Person' });
    expect(response.statusCode).toBe(200);
    const lines = (response.json().conversation as string).split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line).toMatch(/^(Parent|Child): \S/);
  });

  it('drops whatever a model adds around the dialog', async () => {
    analyser.generateConversation = async () => ['Here is a dialog:', '  Parent: What shall we draw?', 'Narrator: (smiles)', 'Child: A dragon!', '', 'Parent:'];
    try {
      const parent = await createUser(ctx);
      const response = await post('/api/ai/generate-conversation', parent, { challengeInstructions: instructions });
      expect(response.json()).toEqual({ conversation: 'Parent: What shall we draw?\nChild: A dragon!' });
    } finally {
      restore();
    }
  });

  it('answers 503 with a clear message when the AI service fails, never a 500', async () => {
    const parent = await createUser(ctx);
    try {
      analyser.generateConversation = async () => {
        throw new AiTaskError('The AI service is busy right now. Please retry in a few minutes.', { retryable: true });
      };
      const busy = await post('/api/ai/generate-conversation', parent, { challengeInstructions: instructions });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ code: 'UNAVAILABLE', message: 'The AI service is busy right now. Please retry in a few minutes.' });

      analyser.generateConversation = async () => ['Sorry, I cannot help with that.'];
      const empty = await post('/api/ai/generate-conversation', parent, { challengeInstructions: instructions });
      expect(empty.statusCode).toBe(503);
      expect(empty.json().message).toBe('Failed to generate conversation. Please try again.');
    } finally {
      restore();
    }
  });

  it('refuses missing instructions with a 400 and a signed-out visitor with a 401', async () => {
    const parent = await createUser(ctx);
    const missing = await post('/api/ai/generate-conversation', parent, { challengeInstructions: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please provide the challenge instructions');
    expect((await post('/api/ai/generate-conversation', undefined, { challengeInstructions: instructions })).statusCode).toBe(401);
  });

  it('limits each parent per hour', async () => {
    const parent = await createUser(ctx);
    for (let i = 0; i < HELPER_LIMIT; i++)
      expect((await post('/api/ai/generate-conversation', parent, { challengeInstructions: instructions })).statusCode).toBe(200);
    const limited = await post('/api/ai/generate-conversation', parent, { challengeInstructions: instructions });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const other = await createUser(ctx);
    expect((await post('/api/ai/generate-conversation', other, { challengeInstructions: instructions })).statusCode).toBe(200);
  });
});

describe('POST /api/ai/generate-examples', () => {
  it('answers exactly five themed variations', async () => {
    const parent = await createUser(ctx);
    const response = await post('/api/ai/generate-examples', parent, { challengeTitle: 'Draw a Person', challengeInstructions: instructions });
    expect(response.statusCode).toBe(200);
    const { examples } = GenerateExamplesResponse.parse(response.json());
    expect(examples).toHaveLength(EXAMPLE_COUNT);
    expect(new Set(examples.map((e) => e.theme)).size).toBe(EXAMPLE_COUNT);
  });

  it("answers in the page's language: a German browser's, or the language the parent chose", async () => {
    const german = await createUser(ctx);
    const steps = ['Zeichne oben auf das Blatt eine große graue Wolke.', 'Zeichne unten eine Pfütze.'];
    const de = await post(
      '/api/ai/generate-examples',
      german,
      { challengeTitle: 'Regentag', challengeInstructions: steps },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(de.statusCode).toBe(200);
    const inGerman = GenerateExamplesResponse.parse(de.json()).examples;
    expect(inGerman).toHaveLength(EXAMPLE_COUNT);
    for (const variation of inGerman) {
      expect(variation.description).toMatch(/^\S+ .*„Regentag“.* Dann /);
      expect(variation.description).not.toMatch(/\b(Take|Then)\b/);
    }

    const spanish = await createUser(ctx);
    const es = await post(
      '/api/ai/generate-examples',
      spanish,
      { challengeTitle: 'Día de lluvia', challengeInstructions: ['Dibuja un charco abajo.'] },
      { cookie: `${spanish.cookie}; kritzel_lang=es`, 'accept-language': 'de' },
    );
    const inSpanish = GenerateExamplesResponse.parse(es.json()).examples;
    for (const variation of inSpanish) {
      expect(variation.description).toMatch(/«Día de lluvia».* Dibuja un charco abajo\. Luego /);
      expect(variation.description).not.toMatch(/\b(Take|Then)\b/);
    }

    const english = await post('/api/ai/generate-examples', german, { challengeTitle: 'Regentag', challengeInstructions: steps });
    const inEnglish = GenerateExamplesResponse.parse(english.json()).examples;
    expect(inEnglish[0]?.description).toMatch(/^Take Regentag /);
    expect(inEnglish.map((variation) => variation.colorSuggestions)).toEqual(inGerman.map((variation) => variation.colorSuggestions));
  });

  it('keeps five when a model sends more, and fails clearly when it sends fewer', async () => {
    const parent = await createUser(ctx);
    try {
      analyser.generateExamples = async () => Array.from({ length: 7 }, (_, i) => example(i));
      const more = await post('/api/ai/generate-examples', parent, { challengeTitle: 'Draw a Person', challengeInstructions: instructions });
      expect(more.json().examples.map((e: ExampleVariation) => e.theme)).toEqual(['Theme 0', 'Theme 1', 'Theme 2', 'Theme 3', 'Theme 4']);

      analyser.generateExamples = async () => [example(1), example(2)];
      const fewer = await post('/api/ai/generate-examples', parent, { challengeTitle: 'Draw a Person', challengeInstructions: instructions });
      expect(fewer.statusCode).toBe(503);
      expect(fewer.json()).toEqual({ code: 'UNAVAILABLE', message: 'Failed to generate examples. Please try again.' });
    } finally {
      restore();
    }
  });

  it('refuses a missing title with a 400, a signed-out visitor with a 401, and limits each parent per hour', async () => {
    const parent = await createUser(ctx);
    const missing = await post('/api/ai/generate-examples', parent, { challengeTitle: ' ', challengeInstructions: instructions });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please provide the challenge title');
    expect((await post('/api/ai/generate-examples', undefined, { challengeTitle: 'Draw a Person', challengeInstructions: instructions })).statusCode).toBe(401);
    for (let i = 0; i < HELPER_LIMIT - 1; i++) {
      expect((await post('/api/ai/generate-examples', parent, { challengeTitle: 'Draw a Person', challengeInstructions: instructions })).statusCode).toBe(200);
    }
    const limited = await post('/api/ai/generate-examples', parent, { challengeTitle: 'Draw a Person', challengeInstructions: instructions });
    expect(limited.statusCode).toBe(429);
  });
});

describe('time limits', () => {
  it('turns a provider that never answers into a 503-ready error', async () => {
    const hung: Analyser = { ...local, generateConversation: () => new Promise<never>(() => {}), generateExamples: () => new Promise<never>(() => {}) };
    const logger = createLogger(ctx.config);
    const conversation = generateConversation({ analyser: hung, logger, challengeInstructions: instructions, timeLimitMs: 20 });
    await expect(conversation).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/taking too long/) });
    const examples = generateExamples({ analyser: hung, logger, challengeTitle: 'Draw a Person', challengeInstructions: instructions, timeLimitMs: 20 });
    await expect(examples).rejects.toMatchObject({ status: 503 });
  });
});
