import { describe, expect, it } from 'vitest';
import { conversationLines } from './conversation';

describe('conversationLines', () => {
  it('keeps only the lines that start with Parent: or Child:', () => {
    const text = [
      'Here is a sample conversation:',
      'Parent: What shall we draw today?',
      '',
      'Child: A dragon!',
      '  Parent:   A big one or a small one?  ',
      'Narrator: the child smiles',
      'parent: lower case is not the format',
      'Child:',
      'Teacher: Parent: nested prefixes do not count',
    ].join('\n');
    expect(conversationLines(text)).toEqual([
      { speaker: 'Parent', text: 'What shall we draw today?' },
      { speaker: 'Child', text: 'A dragon!' },
      { speaker: 'Parent', text: 'A big one or a small one?' },
    ]);
  });

  it('reads Windows line endings and keeps colons inside a line', () => {
    expect(conversationLines('Parent: Look: a circle!\r\nChild: Yes: round.')).toEqual([
      { speaker: 'Parent', text: 'Look: a circle!' },
      { speaker: 'Child', text: 'Yes: round.' },
    ]);
  });

  it('returns nothing for text without a single dialog line', () => {
    expect(conversationLines('Sorry, I cannot help with that.')).toEqual([]);
    expect(conversationLines('')).toEqual([]);
  });
});
