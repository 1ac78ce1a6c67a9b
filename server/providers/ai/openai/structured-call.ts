import type OpenAI from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AiTaskError, MESSAGES, type AiCallContext } from './errors.ts';
import { toStrictJsonSchema } from './strict-json-schema.ts';

export type StructuredCall<T> = {
  client: OpenAI;
  model: string;
  /** The rendered, admin-edited prompt: the model's instructions. */
  system: string;
  /** The task's data: text with the measurements, then the images. */
  user: ChatCompletionContentPart[];
  /** Name of the response format (a-z, 0-9, _ and -). */
  name: string;
  schema: z.ZodType<T>;
  logger: Logger;
  ctx: AiCallContext;
};

const MAX_ERROR_CHARS = 1500;
// Converted once per schema: the conversion walks the whole schema and never changes.
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

function jsonSchemaOf(schema: z.ZodType) {
  let json = jsonSchemas.get(schema);
  if (!json) jsonSchemas.set(schema, (json = toStrictJsonSchema(schema)));
  return json;
}

/**
 * One chat completion with JSON-schema structured output, validated with zod. An answer that
 * is not JSON or does not match gets exactly one repair request (the error is sent back);
 * a second bad answer throws a retryable AiTaskError — a fresh attempt later often succeeds.
 * SDK errors propagate unchanged; the caller classifies them (errors.ts).
 */
export async function completeStructured<T>(call: StructuredCall<T>): Promise<T> {
  const jsonSchema = jsonSchemaOf(call.schema);
  // The schema is also spelled out in the instructions: some OpenAI-compatible servers
  // ignore `response_format`, and an admin's prompt text need not mention the format.
  const formatNote = `\n\nReply with only a JSON object that matches this JSON schema, no other text:\n${JSON.stringify(jsonSchema)}`;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: call.system + formatNote },
    { role: 'user', content: call.user },
  ];
  for (let attempt = 1; ; attempt++) {
    const completion = await call.client.chat.completions.create({
      model: call.model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name: call.name, strict: true, schema: jsonSchema } },
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) {
      call.logger.warn({ ...call.ctx, refusal: message.refusal }, 'AI model refused the task');
      throw new AiTaskError(MESSAGES.refused, { retryable: false });
    }
    const content = message?.content ?? '';
    const parsed = parseAnswer(content, call.schema);
    if (parsed.ok) return parsed.value;
    if (attempt >= 2) {
      call.logger.warn({ ...call.ctx, problem: parsed.error }, 'AI answer still invalid after one repair attempt');
      throw new AiTaskError(MESSAGES.unreadable, { retryable: true });
    }
    call.logger.info({ ...call.ctx, problem: parsed.error }, 'AI answer invalid; asking the model to repair it');
    messages.push(
      { role: 'assistant', content: content || '(empty answer)' },
      {
        role: 'user',
        content: `That answer could not be used:\n${parsed.error}\nReply again with only the corrected JSON object, matching the schema exactly.`,
      },
    );
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseAnswer<T>(content: string, schema: z.ZodType<T>): Parsed<T> {
  // Some compatible servers wrap JSON in a Markdown fence even when asked not to.
  const text = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `It is not valid JSON (${(error as Error).message}).` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: `It does not match the schema:\n${z.prettifyError(result.error)}`.slice(0, MAX_ERROR_CHARS) };
}
