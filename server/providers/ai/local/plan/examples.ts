import type { ExampleVariation } from '../../../../../contracts/analysis.ts';
import type { MessageKey } from '../../../../../contracts/i18n/keys.ts';
import type { PageLocale } from '../../../../../contracts/i18n/locales.ts';
import type { Translator } from '../../../../../contracts/i18n/translator.ts';
import { wording } from '../wording.ts';
import { EXAMPLE_THEMES, type ExampleThemeId } from './example-themes.ts';
import { hashText, seededRandom, shuffled } from './seeded-random.ts';

export const EXAMPLE_COUNT = 5;

/** Each variation keeps one of the challenge's own steps, so it stays the same week's practice. */
const CONNECTORS = ['analyser.examples.connector1', 'analyser.examples.connector2', 'analyser.examples.connector3', 'analyser.examples.connector4'] as const;
const MATERIALS = ['material1', 'material2', 'material3', 'material4'] as const;
/** The English fallback title also seeds the picks, so an untitled challenge gets the same themes in every language. */
const UNTITLED = 'Your Drawing';

const themeKey = (id: ExampleThemeId, part: 'theme' | 'title' | 'setting' | 'twist' | (typeof MATERIALS)[number]): MessageKey =>
  `analyser.examples.${id}.${part}`;

/** The step as the page sent it (already in its language), ending as a sentence. */
function asStep(t: Translator, step: string, connector: MessageKey): string {
  return t(connector, { step: /[.!?]$/.test(step) ? step : `${step}.` });
}

/**
 * Five themed variations of the week's challenge for the preparation page, in the page's
 * language (English when absent). The themes are picked by a seed from the title, so the same
 * challenge always shows the same ideas, in whichever language.
 */
export function generateExamplesLocally(input: { challengeTitle: string; challengeInstructions: string[]; locale?: PageLocale }): ExampleVariation[] {
  const { t } = wording(input.locale);
  const given = input.challengeTitle.replace(/\s+/g, ' ').trim();
  const title = given || t('analyser.examples.untitled');
  const random = seededRandom(hashText((given || UNTITLED).toLowerCase()));
  const steps = input.challengeInstructions.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return shuffled(EXAMPLE_THEMES, random)
    .slice(0, EXAMPLE_COUNT)
    .map((theme, index) => ({
      theme: t(themeKey(theme.id, 'theme')),
      title: t(themeKey(theme.id, 'title'), { title }),
      description: [
        t(themeKey(theme.id, 'setting'), { title }),
        steps.length > 0 && asStep(t, steps[index % steps.length] ?? '', CONNECTORS[index % CONNECTORS.length] ?? CONNECTORS[0]),
        t(themeKey(theme.id, 'twist')),
      ]
        .filter(Boolean)
        .join(' '),
      materials: MATERIALS.slice(0, theme.materials).map((part) => t(themeKey(theme.id, part))),
      colorSuggestions: [...theme.colorSuggestions],
    }));
}
