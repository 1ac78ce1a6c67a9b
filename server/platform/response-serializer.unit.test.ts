import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CurrentUser } from '../../contracts/auth.ts';
import { ListPlansResponse, Plan } from '../../contracts/plans.ts';
import { PlanSubmissionsResponse } from '../../contracts/submissions.ts';
import { parsesAsItEncodes, responseSerializerCompiler } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const both = (schema: z.ZodType) => [responseSerializerCompiler(route(schema)), serializerCompiler(route(schema))] as const;

describe('the response serializer', () => {
  it('takes the parse path for the plan page contracts', () => {
    for (const schema of [CurrentUser, Plan, ListPlansResponse, PlanSubmissionsResponse]) expect(parsesAsItEncodes(schema)).toBe(true);
  });

  it('writes what the library writes, unknown fields stripped', () => {
    const schema = z.object({
      id: z.string(),
      tags: z.array(z.string()),
      range: z.object({ min: z.number(), max: z.number() }).nullable(),
      kind: z.enum(['a', 'b']).optional(),
    });
    const [ours, library] = both(schema);
    const data = { id: 'x', tags: ['t'], range: { min: 1, max: 2, secret: 's' }, sessionId: 'leak', kind: 'a' };
    expect(ours(data)).toBe(library(data));
    expect(JSON.parse(ours(data))).toEqual({ id: 'x', tags: ['t'], range: { min: 1, max: 2 }, kind: 'a' });
  });

  it('refuses a response that breaks its contract, as the library does', () => {
    const [ours] = both(z.object({ id: z.string() }));
    expect(() => ours({ id: 1 })).toThrow(ResponseSerializationError);
  });

  it('leaves schemas with a transform, codec or default to the library', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    for (const schema of [z.object({ at: isoDate }), z.object({ n: z.number().default(1) }), z.array(z.string().transform((s) => s.length))]) {
      expect(parsesAsItEncodes(schema)).toBe(false);
    }
    const [ours, library] = both(z.object({ at: isoDate }));
    const data = { at: new Date('2026-11-26T00:00:00Z') };
    expect(ours(data)).toBe(library(data));
  });
});
