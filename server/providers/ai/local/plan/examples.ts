import type { ExampleVariation } from '../../../../../contracts/analysis.ts';
import { EXAMPLE_THEMES } from './example-themes.ts';
import { hashText, seededRandom, shuffled } from './seeded-random.ts';

export const EXAMPLE_COUNT = 5;

/** Each variation keeps one of the challenge's own steps, so it stays the same week's practice. */
const CONNECTORS = ['Start the usual way:', 'Keep this step:', 'Still part of it:', "Don't skip this one:"];

function asStep(step: string, connector: string): string {
  return `${connector} ${/[.!?]$/.test(step) ? step : `${step}.`}`;
}

/**
 * Five themed variations of the week's challenge for the preparation page. The themes are
 * picked by a seed from the title, so the same challenge always shows the same ideas.
 */
export function generateExamplesLocally(input: { challengeTitle: string; challengeInstructions: string[] }): ExampleVariation[] {
  const title = input.challengeTitle.replace(/\s+/g, ' ').trim() || 'Your Drawing';
  const random = seededRandom(hashText(title.toLowerCase()));
  const steps = input.challengeInstructions.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return shuffled(EXAMPLE_THEMES, random)
    .slice(0, EXAMPLE_COUNT)
    .map((theme, index) => ({
      theme: theme.theme,
      title: `${title} ${theme.titleSuffix}`,
      description: [
        `Take ${title} ${theme.setting}.`,
        steps.length > 0 && asStep(steps[index % steps.length] ?? '', CONNECTORS[index % CONNECTORS.length] ?? ''),
        `Then ${theme.twist}`,
      ]
        .filter(Boolean)
        .join(' '),
      materials: [...theme.materials],
      colorSuggestions: [...theme.colorSuggestions],
    }));
}
