import type { Locale } from '../contracts/i18n/locales.ts';
import { CATALOGUES } from '../server/i18n/index.ts';

/**
 * English sentences of the catalogue that a German or Spanish page must not show: each English
 * message whose translation differs, long enough to be a sentence of its own and without
 * placeholders or tags (which a page never shows as written). The analyser's sentences are left
 * out: a week's feedback is stored as it was written (ADR 033), so an English week may stay English.
 */
const MIN_LENGTH = 20;
const sentences = new Map<Locale, string[]>();

function englishSentences(language: Exclude<Locale, 'en'>): string[] {
  let found = sentences.get(language);
  if (!found) {
    const english = CATALOGUES.en;
    const translated = CATALOGUES[language];
    found = (Object.keys(english) as (keyof typeof english)[])
      .filter((key) => !key.startsWith('analyser.'))
      .map((key) => ({ text: english[key], other: translated[key] }))
      .filter(({ text, other }) => text.length >= MIN_LENGTH && !/[{<]/.test(text) && text !== other)
      .map(({ text }) => text);
    sentences.set(language, found);
  }
  return found;
}

/** The catalogue's English sentences found in a page's text. */
export function englishLeftIn(pageText: string, language: Exclude<Locale, 'en'>): string[] {
  const text = pageText.replace(/\s+/g, ' ');
  return englishSentences(language).filter((sentence) => text.includes(sentence.replace(/\s+/g, ' ')));
}
