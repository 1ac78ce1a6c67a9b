import { z } from 'zod';

type Json = Record<string, unknown>;

// What OpenAI's strict structured outputs accept (a subset of JSON Schema). Anything else in
// a converted schema is a mistake in our model-output schemas and throws at start-up.
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
]);
// Accepted by zod, unsupported in strict mode; zod still checks them when the answer arrives.
const DROPPED = new Set(['$schema', 'minLength', 'maxLength', 'format', 'pattern']);

/**
 * Converts a zod schema into a JSON schema that strict mode accepts: every object closed
 * (`additionalProperties: false`) and every property required. Optional properties and
 * records cannot be expressed there, so the model-output schemas (output-schemas.ts) avoid
 * them; this throws if one slips in rather than sending a schema the provider rejects.
 */
export function toStrictJsonSchema(schema: z.ZodType): Json {
  return strict(z.toJSONSchema(schema, { io: 'output' }) as Json, '$');
}

function strict(node: Json, at: string): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    if (!KEPT.has(key)) throw new Error(`strict JSON schema: unsupported keyword "${key}" at ${at}`);
    out[key] = value;
  }
  // zod gives integers the safe-integer bounds; they say nothing and only add tokens.
  if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
  if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;

  if (out.type === 'object') {
    const properties = (out.properties ?? {}) as Record<string, Json>;
    const keys = Object.keys(properties);
    const required = new Set((out.required as string[] | undefined) ?? []);
    const optional = keys.filter((k) => !required.has(k));
    if (optional.length > 0) throw new Error(`strict JSON schema: optional properties ${optional.join(', ')} at ${at}`);
    if (out.additionalProperties !== undefined && out.additionalProperties !== false) {
      throw new Error(`strict JSON schema: open object (record) at ${at}`);
    }
    out.properties = Object.fromEntries(keys.map((k) => [k, strict(properties[k] as Json, `${at}.${k}`)]));
    out.required = keys;
    out.additionalProperties = false;
  }
  if (out.items !== undefined) out.items = strict(out.items as Json, `${at}[]`);
  if (Array.isArray(out.anyOf)) out.anyOf = (out.anyOf as Json[]).map((s, i) => strict(s, `${at}|${i}`));
  return out;
}
