import { describe, expect, it } from 'vitest';
import { focusTagsFor } from './improvement-focus.ts';

const tags = (...areas: string[]) => focusTagsFor(areas).map((focus) => focus.tag);

describe('focusTagsFor', () => {
  it("maps the analyser's wording to skill tags", () => {
    expect(tags('Try adding a ground line')).toEqual(['space']);
    expect(tags('Use more colours')).toEqual(['colour']);
    expect(tags('Draw people with a body')).toEqual(['people']);
    expect(tags('Add more detail')).toEqual(['detail']);
    expect(tags('Practise closed shapes')).toEqual(['shapes']);
    expect(tags('Use more of the page')).toEqual(['space']);
    expect(tags('Practise steady pencil control')).toEqual(['fine-motor']);
  });

  it('puts the most mentioned area first and keeps at most four', () => {
    const focus = tags('Add a ground line', 'Use the space on the page', 'More colours', 'Detail', 'Shapes', 'Symmetry');
    expect(focus[0]).toBe('space');
    expect(focus.length).toBeLessThanOrEqual(4);
  });

  it('returns nothing for wording it does not know', () => {
    expect(tags('Keep practising')).toEqual([]);
  });
});
