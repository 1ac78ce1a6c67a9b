import { describe, expect, it } from 'vitest';
import { ExampleVariation } from '../../../../../contracts/analysis.ts';
import { CHALLENGE_LIBRARY } from '../challenges/library.ts';
import { LIBRARY_TRANSLATIONS } from '../challenges/localize.ts';
import { CSS_NAMED_COLOURS } from './css-named-colours.ts';
import { EXAMPLE_THEMES } from './example-themes.ts';
import { generateExamplesLocally } from './examples.ts';

describe('generateExamplesLocally', () => {
  it('gives exactly 5 complete variations with different themes for every challenge', () => {
    for (const challenge of CHALLENGE_LIBRARY) {
      const examples = generateExamplesLocally({ challengeTitle: challenge.title, challengeInstructions: challenge.instructions });
      expect(examples).toHaveLength(5);
      expect(new Set(examples.map((example) => example.theme)).size).toBe(5);
      for (const example of examples) {
        expect(ExampleVariation.parse(example)).toEqual(example);
        expect(example.title).toContain(challenge.title);
        expect(example.materials.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('suggests only CSS named colours, so the page can draw a swatch for each', () => {
    for (const theme of EXAMPLE_THEMES) {
      for (const colour of theme.colorSuggestions) expect(CSS_NAMED_COLOURS.has(colour), `${theme.id}: ${colour}`).toBe(true);
    }
  });

  it('is deterministic for a title, and picks different themes for different titles', () => {
    const request = { challengeTitle: 'Shape Explorer', challengeInstructions: ['Draw a circle.'] };
    expect(generateExamplesLocally(request)).toEqual(generateExamplesLocally({ ...request }));
    const themeSets = new Set(
      CHALLENGE_LIBRARY.map((c) =>
        generateExamplesLocally({ challengeTitle: c.title, challengeInstructions: c.instructions })
          .map((example) => example.theme)
          .sort()
          .join('|'),
      ),
    );
    expect(themeSets.size).toBeGreaterThan(20);
  });

  it("keeps the week's practice: each description carries one of the challenge's steps", () => {
    const steps = ['Draw a big circle.', 'Add two eyes and a smile.'];
    for (const example of generateExamplesLocally({ challengeTitle: 'Circle Faces', challengeInstructions: steps })) {
      expect(steps.some((step) => example.description.includes(step))).toBe(true);
    }
  });

  it('still answers for a blank title and no steps', () => {
    const examples = generateExamplesLocally({ challengeTitle: ' ', challengeInstructions: [] });
    expect(examples).toHaveLength(5);
    for (const example of examples) expect(() => ExampleVariation.parse(example)).not.toThrow();
  });
});

/** The English frame around the title and the step; the library's German and Spanish steps hold none of it. */
const ENGLISH_FRAME = /\b(Take|Then|Start the usual way|Keep this step|Still part of it|Don't skip)\b|Under the Sea|Your Drawing/;

describe.each([
  ['de', '„', '“', 'Dein Bild'],
  ['es', '«', '»', 'Tu dibujo'],
] as const)('generateExamplesLocally in %s', (locale, open, close, untitled) => {
  const challenges = CHALLENGE_LIBRARY.map((challenge) => ({ id: challenge.id, ...LIBRARY_TRANSLATIONS[locale]?.challenges[challenge.id] }));

  it("words every variation in the language around the challenge's own title and steps", () => {
    for (const { id, title = '', instructions = [] } of challenges) {
      const examples = generateExamplesLocally({ challengeTitle: title, challengeInstructions: instructions, locale });
      expect(examples, id).toHaveLength(5);
      for (const example of examples) {
        expect(ExampleVariation.parse(example)).toEqual(example);
        expect(example.title).toContain(title);
        expect(example.description).toContain(`${open}${title}${close}`);
        expect(
          instructions.some((step) => example.description.includes(step.trim())),
          `${id}: ${example.description}`,
        ).toBe(true);
        expect([example.theme, example.title, example.description, ...example.materials].join('\n'), id).not.toMatch(ENGLISH_FRAME);
      }
    }
  });

  it('picks the same themes, colours and number of materials as English for the same title, in other words', () => {
    for (const { title = '', instructions = [] } of challenges) {
      const request = { challengeTitle: title, challengeInstructions: instructions };
      const english = generateExamplesLocally(request);
      const examples = generateExamplesLocally({ ...request, locale });
      expect(examples.map((example) => example.colorSuggestions)).toEqual(english.map((example) => example.colorSuggestions));
      examples.forEach((example, i) => {
        expect(example.theme).not.toBe(english[i]?.theme);
        expect(example.materials).toHaveLength(english[i]?.materials.length ?? 0);
        example.materials.forEach((material, j) => expect(material).not.toBe(english[i]?.materials[j]));
      });
    }
  });

  it('is deterministic, ends a bare step as a sentence, and names an untitled drawing in the language', () => {
    const request = { challengeTitle: 'Kreis', challengeInstructions: ['Paso uno', 'Zwei?'], locale };
    const examples = generateExamplesLocally(request);
    expect(examples).toEqual(generateExamplesLocally({ ...request }));
    expect(examples[0]?.description).toContain(': Paso uno. ');
    expect(examples[1]?.description).toContain(': Zwei? ');

    const blank = generateExamplesLocally({ challengeTitle: ' ', challengeInstructions: [], locale });
    expect(blank.map((example) => example.colorSuggestions)).toEqual(
      generateExamplesLocally({ challengeTitle: '', challengeInstructions: [] }).map((example) => example.colorSuggestions),
    );
    for (const example of blank) expect(example.title).toContain(untitled);
  });
});
