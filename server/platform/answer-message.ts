import type { MessageValues, Translator } from '../../contracts/i18n/translator.ts';

/**
 * Placeholder values of a 2xx answer's message key ("Checkpoint {number} is being evaluated"),
 * kept beside the body rather than in it, so the body stays exactly its contract's shape.
 */
const valuesOf = new WeakMap<object, MessageValues>();

/** A 2xx body whose `message` key has placeholders: they are filled in the request's language on the way out. */
export function withMessageValues<Body extends { message: string }>(body: Body, values: MessageValues): Body {
  valuesOf.set(body, values);
  return body;
}

/** A body with a top-level `message` text: a success answer ({ message, … }) or an error body. */
export function hasMessage(payload: unknown): payload is { message: string } {
  return typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';
}

/**
 * A 2xx answer's `message` in `t`'s language (issue 37) where it is a catalogue key, as error
 * bodies are; any other text (the administrator's, a provider's) goes out as it is.
 */
export function answerInLanguage<Body extends { message: string }>(body: Body, t: Translator): Body {
  return t.has(body.message) ? { ...body, message: t(body.message, valuesOf.get(body)) } : body;
}
