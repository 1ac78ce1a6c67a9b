import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];

/**
 * "Sign in" → "Šîĝñ îñ ~~~": accented, and longer by 40 % of its letters — added as words of at
 * most six, as a longer language adds words, not one unbreakable run no language has.
 */
function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[PLAIN.indexOf(c)] ?? c).join('');
  const letters = text.replace(/\s/g, '').length;
  if (letters === 0) return text;
  const padding = Math.max(1, Math.round(letters * 0.4));
  const words = Array.from({ length: Math.ceil(padding / 6) }, (_, i) => '~'.repeat(Math.min(6, padding - i * 6)));
  return `${accented} ${words.join(' ')}`;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([k, option]) => [k, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/**
 * The pseudo-locale's catalogue from the English one (test-only, issue 37): literal text accented
 * and lengthened, placeholders, plurals and tags untouched, each message in [ ] so a cut-off end
 * shows and a string that bypassed the catalogue stands out as plain English.
 */
export function pseudoMessages<T extends Record<string, string>>(english: T): T {
  const out: Record<string, string> = {};
  for (const [key, source] of Object.entries(english)) out[key] = `[${printAST(pseudoElements(parse(source)))}]`;
  return out as T;
}
