// Lives next to the adapter's tests so `vitest run server/providers/ai/openai` covers the routing too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../test/fake-openai-server.ts';
import type { Config } from '../../../config.ts';
import { DEFAULT_PROMPTS } from '../../../features/prompts/default-prompts.ts';
import { createAnalyser, describeProviders, TASK_PROMPTS } from '../create-analyser.ts';
import { capturingLogger, defaultPrompts, stubLocalAnalyser } from './test-support.ts';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const config = (ai: Partial<Config['ai']>): Pick<Config, 'ai' | 'publicUrl'> => ({
  publicUrl: 'http://localhost:3000',
  ai: { openai: null, openrouter: null, timeoutMs: 10_000, ...ai },
});
const conversationInput = { challengeTitle: 'Shape Explorer', challengeInstructions: ['Draw circles.'] };
const dialogue = { lines: ['Parent: What is it?', 'Child: A sun.', 'Parent: Tell me more.', 'Child: It is hot.'] };

describe('createAnalyser', () => {
  it('runs a task on the local analyser when its prompt names a provider without a key, and says so once', async () => {
    const local = stubLocalAnalyser();
    const { logger, lines } = capturingLogger();
    const analyser = createAnalyser({
      config: config({ openai: { apiKey: 'k', baseURL: fake.baseURL } }),
      local,
      getPrompt: defaultPrompts('openrouter'),
      logger,
    });
    expect(analyser.name).toBe('openai-compatible');
    expect(await analyser.generateConversation(conversationInput)).toEqual(['Parent: local line']);
    await analyser.generateConversation(conversationInput);
    expect(local.calls.generateConversation).toBe(2);
    expect(fake.requests).toHaveLength(0);
    const notes = lines.filter((l) => l.msg === 'prompt conversation uses provider openrouter, which has no key: running on the local analyser');
    expect(notes).toHaveLength(1);
  });

  it('runs a task on the configured provider', async () => {
    const local = stubLocalAnalyser();
    const { logger } = capturingLogger();
    const analyser = createAnalyser({ config: config({ openai: { apiKey: 'k', baseURL: fake.baseURL } }), local, getPrompt: defaultPrompts('openai'), logger });
    fake.script({ json: dialogue });
    expect(await analyser.generateConversation(conversationInput)).toEqual(dialogue.lines);
    expect(local.calls.generateConversation).toBeUndefined();
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer k');
  });

  it('sends OpenRouter prompts to the OpenRouter base URL', async () => {
    const local = stubLocalAnalyser();
    const { logger } = capturingLogger();
    const analyser = createAnalyser({
      config: config({ openrouter: { apiKey: 'or-key', baseURL: fake.baseURL } }),
      local,
      getPrompt: defaultPrompts('openrouter'),
      logger,
    });
    fake.script({ json: dialogue });
    await analyser.generateConversation(conversationInput);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer or-key');
    expect(fake.requests[0]!.headers['x-title']).toBe('Kritzel');
  });

  it('is the local analyser, without reading prompts, when no provider is configured', async () => {
    const local = stubLocalAnalyser();
    const { logger } = capturingLogger();
    const getPrompt = () => Promise.reject(new Error('prompts must not be read offline'));
    const analyser = createAnalyser({ config: config({}), local, getPrompt, logger });
    expect(analyser.name).toBe('local');
    expect(await analyser.transcribe({ audio: Buffer.from('x'), mimeType: 'audio/webm', fileName: 'a.webm' })).toBeNull();
    expect(local.calls.transcribe).toBe(1);
  });

  it('describes which providers are configured and maps every task to a prompt', () => {
    expect(describeProviders(config({ openrouter: { apiKey: 'k', baseURL: 'https://openrouter.ai/api/v1' } }))).toEqual({ openai: false, openrouter: true });
    // The list itself is pinned in features/prompts/render-prompt.unit.test.ts: here, each one has its task.
    expect(Object.values(TASK_PROMPTS).sort()).toEqual(DEFAULT_PROMPTS.map((p) => p.name).sort());
  });
});
