import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, PSEUDO_LOCALE } from '../../contracts/i18n/locales.ts';
import { CATALOGUES, translator } from './index.ts';

/** Each placeholder, plural/select argument and tag a message uses: what a translation must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
      into.add(`{${element.value}}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`{${element.value}, ${element.type === TYPE.plural ? 'plural' : 'select'}}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

const english = CATALOGUES.en;

describe('the message catalogues (issue 37)', () => {
  it.each(LOCALES)('%s has every English key and no other, none empty', (locale) => {
    const catalogue = CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(LOCALES)('%s: every message parses and keeps the English placeholders, plurals and tags', (locale) => {
    const differ: string[] = [];
    for (const [key, source] of Object.entries(CATALOGUES[locale])) {
      const theirs = [...argumentsOf(parse(source))].sort();
      const ours = [...argumentsOf(parse(english[key as keyof typeof english]))].sort();
      if (theirs.join() !== ours.join()) differ.push(`${key}: ${theirs.join(' ')} ≠ ${ours.join(' ')}`);
    }
    expect(differ).toEqual([]);
  });

  it('German and Spanish are translated, not copied (brand names and codes aside)', () => {
    const same = (locale: 'de' | 'es') =>
      Object.entries(CATALOGUES[locale]).filter(([key, text]) => text === english[key as keyof typeof english] && /\p{L}{4,}\s+\p{L}{4,}/u.test(text));
    expect(same('de').map(([key]) => key)).toEqual([]);
    expect(same('es').map(([key]) => key)).toEqual([]);
  });

  it('formats plurals, placeholders and the pseudo-locale', () => {
    expect(translator('de')('common.footer.copyright', { year: 2024, brand: 'Kritzel' })).toBe('© 2024 Kritzel');
    const pseudo = translator(PSEUDO_LOCALE)('common.footer.contact');
    expect(pseudo).toMatch(/^\[Çöñţàçţ ~+\]$/);
  });
});
