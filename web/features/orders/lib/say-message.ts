import type { Translator } from '../../../../contracts/i18n/translator';

/**
 * A message that may be a catalogue key (a contract's validation message, issue 37) in the page's
 * language; any other text (the server's own words, already translated) as it is.
 */
export function sayMessage(t: Translator, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  return t.has(message) ? t(message) : message;
}
