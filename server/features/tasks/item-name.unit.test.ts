import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { itemName } from './to-task-result.ts';

describe('itemName', () => {
  it('names a shape and a part of the person in the reader’s language', () => {
    expect(itemName(translator('es'), 'head')).toBe('Cabeza');
    expect(itemName(translator('de'), 'circle')).toBe('Kreis');
    expect(itemName(translator('en'), 'diagonal-cross')).toBe('Diagonal cross (X)');
  });

  it('says a name no task knows as it was sent', () => {
    expect(itemName(translator('de'), 'tail')).toBe('tail');
    expect(itemName(translator('de'), 'constructor')).toBe('constructor');
  });
});
