/**
 * Five themed variations of a challenge for the preparation helper. Colours are CSS colour
 * names so the page can draw swatches; materials are things most homes have.
 */
import { ExampleVariation } from '../../../../../contracts/analysis.ts';
import { hashText, seededRandom, shuffled } from '../plan/seeded-random.ts';

type Theme = { theme: string; twist: string; materials: string[]; colors: string[] };

const THEMES: Theme[] = [
  { theme: 'Under the Sea', twist: 'set everything underwater, with fish swimming past and bubbles rising', materials: ['blue paper', 'crayons', 'a cup to trace bubbles'], colors: ['teal', 'navy', 'coral', 'gold'] },
  { theme: 'Outer Space', twist: 'move it to a planet far away, with stars and a rocket nearby', materials: ['black or dark paper', 'white crayon or chalk', 'stickers of stars'], colors: ['midnightblue', 'white', 'silver', 'orange'] },
  { theme: 'Jungle Adventure', twist: 'hide it in a jungle full of leaves, vines and animals peeking out', materials: ['green and brown crayons', 'a real leaf to trace'], colors: ['forestgreen', 'olive', 'saddlebrown', 'yellow'] },
  { theme: 'Winter Day', twist: 'cover the scene in snow and add warm hats and scarves', materials: ['white crayon', 'cotton wool to glue on', 'blue paper'], colors: ['lightblue', 'white', 'slategray', 'crimson'] },
  { theme: 'Fairy Tale', twist: 'turn it into a page from a fairy tale, with a castle or a dragon', materials: ['coloured pencils', 'glitter glue (optional)'], colors: ['purple', 'gold', 'pink', 'darkgreen'] },
  { theme: 'Dinosaur Land', twist: 'add dinosaurs: one big and friendly, one tiny and fast', materials: ['markers', 'a ruler for tall necks'], colors: ['darkolivegreen', 'sienna', 'orange', 'skyblue'] },
  { theme: 'Busy City', twist: 'place it in a busy street with cars, shops and people', materials: ['felt-tip pens', 'a ruler', 'squared paper (optional)'], colors: ['gray', 'red', 'yellow', 'steelblue'] },
  { theme: 'Garden Party', twist: 'bring it into a garden full of flowers, bees and a picnic', materials: ['crayons', 'pressed flowers or petals'], colors: ['pink', 'limegreen', 'yellow', 'violet'] },
  { theme: 'Rainy Day', twist: 'make it rain: umbrellas, puddles and a rainbow afterwards', materials: ['watercolours or wet crayons', 'a straw to blow paint'], colors: ['royalblue', 'gray', 'red', 'yellow'] },
];

export function generateExamplesLocally({ challengeTitle, challengeInstructions }: { challengeTitle: string; challengeInstructions: string[] }): ExampleVariation[] {
  const random = seededRandom(hashText(`${challengeTitle}|${challengeInstructions.join('|')}`));
  const firstStep = challengeInstructions[0]?.replace(/[.!?]$/, '').toLowerCase();
  return shuffled(THEMES, random)
    .slice(0, 5)
    .map((t) =>
      ExampleVariation.parse({
        theme: t.theme,
        title: `${challengeTitle}: ${t.theme}`,
        description: `Do "${challengeTitle}"${firstStep ? ` (start: ${firstStep})` : ''}, but ${t.twist}.`,
        materials: t.materials,
        colorSuggestions: t.colors,
      }),
    );
}
