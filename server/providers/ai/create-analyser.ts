import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { PromptProvider } from '../../../contracts/prompts.ts';
import type { Config } from '../../config.ts';
import type { Analyser } from './analyser.ts';
import { createOpenAiAnalyser, type GetPrompt, type TaskPrompt } from './openai/openai-analyser.ts';
import { TASK_PROMPTS, type AnalyserTask } from './openai/task-prompts.ts';

export { TASK_PROMPTS, type AnalyserTask } from './openai/task-prompts.ts';
export { AiTaskError } from './openai/errors.ts';

type AiConfig = Pick<Config, 'ai' | 'publicUrl'>;

/** Which AI providers have credentials (or, for openai, a base URL such as a local Ollama). */
export function describeProviders(config: Pick<Config, 'ai'>): Record<PromptProvider, boolean> {
  return { openai: config.ai.openai !== null, openrouter: config.ai.openrouter !== null };
}

/**
 * One SDK client per configured provider. maxRetries 1: the job queue owns retries, so the
 * SDK only smooths over a single dropped connection; the timeout bounds a hung provider.
 */
export function createAiClients(config: AiConfig): Partial<Record<PromptProvider, OpenAI>> {
  const clients: Partial<Record<PromptProvider, OpenAI>> = {};
  const { openai, openrouter, timeoutMs } = config.ai;
  if (openai) clients.openai = new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseURL, timeout: timeoutMs, maxRetries: 1 });
  if (openrouter) {
    clients.openrouter = new OpenAI({
      apiKey: openrouter.apiKey,
      baseURL: openrouter.baseURL,
      timeout: timeoutMs,
      maxRetries: 1,
      // OpenRouter's optional app attribution headers.
      defaultHeaders: { 'HTTP-Referer': config.publicUrl, 'X-Title': 'Kritzel' },
    });
  }
  return clients;
}

export type CreateAnalyserOptions = { config: AiConfig; local: Analyser; getPrompt: GetPrompt; logger: Logger };

/**
 * The analyser the app uses. Per call it reads the task's prompt: if the prompt's provider is
 * configured, the task runs on the OpenAI-compatible adapter with that provider's client;
 * otherwise on the local analyser, and the log says so once per task and provider. The
 * prompt is read once per call and pinned for the adapter, so the provider decision and the
 * prompt text sent always come from the same version even while an admin is editing.
 */
export function createAnalyser(options: CreateAnalyserOptions): Analyser {
  const { config, local, getPrompt, logger } = options;
  const clients = createAiClients(config);
  const configured = describeProviders(config);
  const warned = new Set<string>();
  const anyConfigured = configured.openai || configured.openrouter;
  // The offline default never needs the prompts table: say so once and skip the lookups.
  if (!anyConfigured) logger.info('no AI provider configured: every analyser task runs on the local analyser');

  async function route(task: AnalyserTask): Promise<Analyser> {
    if (!anyConfigured) return local;
    const name = TASK_PROMPTS[task];
    const prompt: TaskPrompt = await getPrompt(name);
    if (configured[prompt.provider] && clients[prompt.provider]) {
      return createOpenAiAnalyser({ clients, local, logger, getPrompt: async () => prompt });
    }
    const key = `${task}:${prompt.provider}`;
    if (!warned.has(key)) {
      warned.add(key);
      logger.warn(
        { task, prompt: name, provider: prompt.provider },
        `prompt ${name} uses provider ${prompt.provider}, which has no key: running on the local analyser`,
      );
    }
    return local;
  }

  return {
    name: anyConfigured ? 'openai-compatible' : 'local',
    localOnly: anyConfigured ? local : undefined,
    analyzeDrawing: async (input) => (await route('analyzeDrawing')).analyzeDrawing(input),
    evaluateSubmission: async (input) => (await route('evaluateSubmission')).evaluateSubmission(input),
    evaluateCheckpoint: async (input) => (await route('evaluateCheckpoint')).evaluateCheckpoint(input),
    generatePlan: async (input) => (await route('generatePlan')).generatePlan(input),
    generateConversation: async (input) => (await route('generateConversation')).generateConversation(input),
    generateExamples: async (input) => (await route('generateExamples')).generateExamples(input),
    transcribe: async (input) => (await route('transcribe')).transcribe(input),
  };
}
