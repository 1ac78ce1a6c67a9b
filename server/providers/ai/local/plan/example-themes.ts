/**
 * Themes for the "Examples/Variations" tab: each turns the week's challenge into a new world.
 * Colour suggestions are CSS named colours, so the page can show a swatch for each.
 */
export type ExampleTheme = {
  theme: string;
  /** Completes "<challenge title> …" */
  titleSuffix: string;
  /** Completes "Take <challenge title> …" */
  setting: string;
  /** Completes "Then …" */
  twist: string;
  materials: string[];
  colorSuggestions: string[];
};

export const EXAMPLE_THEMES: readonly ExampleTheme[] = [
  {
    theme: 'Under the Sea',
    titleSuffix: 'Under the Sea',
    setting: 'under the sea',
    twist: 'add fish, bubbles and swaying seaweed all around.',
    materials: ['Blue paper or card', 'Wax crayons', 'Watercolours for a wash over the top', 'Glitter glue for bubbles'],
    colorSuggestions: ['teal', 'aquamarine', 'navy', 'coral', 'seagreen'],
  },
  {
    theme: 'Outer Space',
    titleSuffix: 'in Outer Space',
    setting: 'into outer space',
    twist: 'add planets, stars and a rocket zooming past.',
    materials: ['Black paper', 'Chalk or a white crayon', 'Metallic or glitter pens', 'Star stickers'],
    colorSuggestions: ['midnightblue', 'indigo', 'silver', 'gold', 'mediumpurple'],
  },
  {
    theme: 'Jungle Adventure',
    titleSuffix: 'in the Jungle',
    setting: 'into the jungle',
    twist: 'hide animals among big leaves and hanging vines.',
    materials: ['Green and brown crayons', 'Felt-tip pens', 'Leaves from outside for rubbings', 'Paper'],
    colorSuggestions: ['forestgreen', 'olivedrab', 'goldenrod', 'saddlebrown', 'limegreen'],
  },
  {
    theme: 'Winter Wonderland',
    titleSuffix: 'in a Winter Wonderland',
    setting: 'into a winter wonderland',
    twist: 'add snowflakes, warm scarves and footprints in the snow.',
    materials: ['Light blue or grey paper', 'White crayon or chalk', 'Cotton wool for snow', 'A silver pen'],
    colorSuggestions: ['aliceblue', 'lightsteelblue', 'white', 'slategray', 'lightskyblue'],
  },
  {
    theme: 'Fairy Tale',
    titleSuffix: 'in Fairy-Tale Land',
    setting: 'into a fairy tale',
    twist: 'add a castle, a crown or a friendly dragon.',
    materials: ['Coloured pencils', 'A gold or glitter pen', 'Stickers', 'Paper'],
    colorSuggestions: ['orchid', 'gold', 'plum', 'lightpink', 'royalblue'],
  },
  {
    theme: 'Dinosaur Land',
    titleSuffix: 'with the Dinosaurs',
    setting: 'back to dinosaur times',
    twist: 'add dinosaurs, a smoking volcano and giant ferns.',
    materials: ['Crayons', 'Green or brown paper', 'A sponge for dabbing paint', 'Felt-tip pens'],
    colorSuggestions: ['darkolivegreen', 'sienna', 'orangered', 'peru', 'darkgreen'],
  },
  {
    theme: 'On the Farm',
    titleSuffix: 'on the Farm',
    setting: 'to the farm',
    twist: 'add a barn, a tractor and animals in the fields.',
    materials: ['Crayons', 'Cotton wool for sheep', 'Coloured pencils', 'Paper'],
    colorSuggestions: ['firebrick', 'wheat', 'yellowgreen', 'chocolate', 'skyblue'],
  },
  {
    theme: 'At the Circus',
    titleSuffix: 'at the Circus',
    setting: 'to the circus',
    twist: 'add a striped tent, balloons and bunting.',
    materials: ['Felt-tip pens', 'Strips of coloured paper', 'A glue stick', 'Paper'],
    colorSuggestions: ['crimson', 'gold', 'dodgerblue', 'orange', 'hotpink'],
  },
  {
    theme: 'Robot Workshop',
    titleSuffix: 'in the Robot Workshop',
    setting: 'into a robot workshop',
    twist: 'add gears, bolts and flashing buttons.',
    materials: ['Pencils', 'A silver pen', 'Bottle tops to trace circles', 'A ruler'],
    colorSuggestions: ['silver', 'steelblue', 'darkgray', 'orange', 'lime'],
  },
  {
    theme: 'Autumn Forest',
    titleSuffix: 'in the Autumn Forest',
    setting: 'into an autumn forest',
    twist: 'add falling leaves, mushrooms and a sleepy hedgehog.',
    materials: ['Crayons', 'Real leaves for printing', 'Poster paint', 'Paper'],
    colorSuggestions: ['darkorange', 'firebrick', 'goldenrod', 'sienna', 'olive'],
  },
  {
    theme: 'Rainbow Garden',
    titleSuffix: 'in a Rainbow Garden',
    setting: 'into a rainbow garden',
    twist: 'add flowers in every colour of the rainbow and a buzzing bee.',
    materials: ['Paint or crayons', 'Cotton buds for dotting', 'Tissue paper and glue', 'Paper'],
    colorSuggestions: ['red', 'orange', 'gold', 'green', 'blue', 'violet'],
  },
  {
    theme: 'City at Night',
    titleSuffix: 'in the City at Night',
    setting: 'into a city at night',
    twist: 'add glowing windows, street lamps and the moon.',
    materials: ['Dark blue paper', 'Oil pastels', 'Yellow and white crayons', 'A silver pen'],
    colorSuggestions: ['midnightblue', 'gold', 'lightyellow', 'darkslateblue', 'orange'],
  },
  {
    theme: 'Desert Safari',
    titleSuffix: 'on a Desert Safari',
    setting: 'on a desert safari',
    twist: 'add camels, cactuses and a big orange sun.',
    materials: ['Sand-coloured paper', 'Crayons', 'Glue and a pinch of sand', 'Felt-tip pens'],
    colorSuggestions: ['sandybrown', 'tan', 'darkorange', 'cadetblue', 'olivedrab'],
  },
  {
    theme: 'Pirate Island',
    titleSuffix: 'on Pirate Island',
    setting: 'to a pirate island',
    twist: 'add a treasure chest, a palm tree and a pirate ship.',
    materials: ['Paper with torn edges', 'Felt-tip pens', 'Crayons', 'A cold tea wash for an old-map look (with a grown-up)'],
    colorSuggestions: ['burlywood', 'teal', 'gold', 'saddlebrown', 'darkred'],
  },
];
