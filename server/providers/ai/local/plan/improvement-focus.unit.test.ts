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

  it("understands the local analyser's own next steps", () => {
    expect(tags('Try going round and round and then stopping where you started — that makes a circle')).toEqual(['shapes']);
    expect(tags('Next time, add more body parts: hands, feet, ears or hair')).toEqual(['detail', 'people']);
    expect(tags('Try adding a strip of sky along the top of the page')).toEqual(['space']);
    expect(tags('Practise straight lines: a fence, a ladder or the walls of a house')).toEqual(['lines']);
    expect(tags('Try choosing a different colour for each thing in the picture')).toEqual(['colour']);
    expect(tags('Try showing people doing something — running, holding hands, playing ball')).toEqual(['motion', 'people']);
    expect(tags('Try letting things overlap, like a tree in front of the house')).toEqual(['space']);
    expect(tags('Try drawing one favourite thing from life, looking closely at it first')).toEqual(['observation']);
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
