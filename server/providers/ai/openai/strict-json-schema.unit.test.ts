import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnalysisOutput, CheckpointOutput, ConversationOutput, ExamplesOutput, FeedbackOutput, PlanDescriptionsOutput } from './output-schemas.ts';
import { toStrictJsonSchema } from './strict-json-schema.ts';

type Node = { type?: string; properties?: Record<string, Node>; required?: string[]; additionalProperties?: unknown; items?: Node };

/** Every object closed and fully required: what OpenAI's strict mode demands. */
function assertStrict(node: Node, at = '$') {
  if (node.type === 'object') {
    expect(node.additionalProperties, at).toBe(false);
    expect([...(node.required ?? [])].sort(), at).toEqual(Object.keys(node.properties ?? {}).sort());
    for (const [k, child] of Object.entries(node.properties ?? {})) assertStrict(child, `${at}.${k}`);
  }
  if (node.items) assertStrict(node.items, `${at}[]`);
}

describe('toStrictJsonSchema', () => {
  it.each([
    ['analysis', AnalysisOutput],
    ['feedback', FeedbackOutput],
    ['checkpoint', CheckpointOutput],
    ['conversation', ConversationOutput],
    ['examples', ExamplesOutput],
    ['plan', PlanDescriptionsOutput],
  ])('converts the %s output schema into a strict schema', (_name, schema) => {
    const json = toStrictJsonSchema(schema);
    expect(json).not.toHaveProperty('$schema');
    assertStrict(json as Node);
  });

  it('keeps the bounds that carry meaning and drops the safe-integer ones', () => {
    const json = toStrictJsonSchema(FeedbackOutput) as { properties: Record<string, Node & { minimum?: number; maximum?: number }> };
    expect(json.properties.score).toMatchObject({ minimum: 0, maximum: 10 });
    const examples = toStrictJsonSchema(ExamplesOutput) as { properties: { examples: { minItems: number; maxItems: number } } };
    expect(examples.properties.examples).toMatchObject({ minItems: 5, maxItems: 5 });
    const age = (toStrictJsonSchema(AnalysisOutput) as { properties: { cognitiveAge: object } }).properties.cognitiveAge;
    expect(age).toEqual({ type: 'integer', minimum: 0 });
  });

  it('refuses what strict mode cannot express', () => {
    expect(() => toStrictJsonSchema(z.object({ a: z.string().optional() }))).toThrow(/optional properties a/);
    expect(() => toStrictJsonSchema(z.object({ r: z.record(z.string(), z.string()) }))).toThrow(/strict JSON schema/);
  });
});
