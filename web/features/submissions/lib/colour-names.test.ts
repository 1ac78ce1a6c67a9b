import { describe, expect, it } from 'vitest';
import { colourLabel, cssColour } from './colour-names';

describe('cssColour', () => {
  it('paints CSS named colours as they are, whatever their spacing or case', () => {
    expect(cssColour('seagreen')).toBe('seagreen');
    expect(cssColour('Sea Green')).toBe('seagreen');
    expect(cssColour('midnight-blue')).toBe('midnightblue');
    expect(cssColour('  GOLD ')).toBe('gold');
  });

  it('understands everyday names and descriptive phrases', () => {
    expect(cssColour('sunshine')).toBe('gold');
    expect(cssColour('bright sunny yellow')).toBe('yellow');
    expect(cssColour('soft lilac')).toBe('plum');
    expect(cssColour('Ocean')).toBe('steelblue');
  });

  it('keeps hex colours and refuses names it does not know', () => {
    expect(cssColour('#FF9900')).toBe('#ff9900');
    expect(cssColour('#abc')).toBe('#abc');
    expect(cssColour('unicorn sparkle')).toBeNull();
    expect(cssColour('')).toBeNull();
    expect(cssColour('#12')).toBeNull();
  });
});

describe('colourLabel', () => {
  it('spaces the CSS compound names so a parent can read them', () => {
    expect(colourLabel('midnightblue')).toBe('midnight blue');
    expect(colourLabel('lightsteelblue')).toBe('light steel blue');
    expect(colourLabel('darkolivegreen')).toBe('dark olive green');
    expect(colourLabel('yellowgreen')).toBe('yellow green');
    expect(colourLabel('orangered')).toBe('orange red');
  });

  it('leaves single words and already-spaced names alone', () => {
    expect(colourLabel('teal')).toBe('teal');
    expect(colourLabel('goldenrod')).toBe('goldenrod');
    expect(colourLabel('red')).toBe('red');
    expect(colourLabel('Sunny Yellow')).toBe('Sunny Yellow');
  });
});
