import { describe, expect, it } from 'vitest';
import { ExampleVariation } from '../../../../../contracts/analysis.ts';
import { CHALLENGE_LIBRARY } from '../challenges/library.ts';
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
      for (const colour of theme.colorSuggestions) expect(CSS_NAMED_COLOURS.has(colour), `${theme.theme}: ${colour}`).toBe(true);
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
