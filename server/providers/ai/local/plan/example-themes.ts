/**
 * Themes for the "Examples/Variations" tab: each turns the week's challenge into a new world.
 * The words are messages (analyser.examples.<id>.…, contracts/i18n/messages/<language>/analyser-examples.ts):
 * whole sentences around the title, so each language can word them its own way. Colour suggestions
 * are CSS named colours, the same in every language, so the page can show a swatch for each.
 */
export type ExampleTheme = {
  readonly id: string;
  /** How many of analyser.examples.<id>.material1… the theme lists. */
  readonly materials: 1 | 2 | 3 | 4;
  readonly colorSuggestions: readonly string[];
};

export const EXAMPLE_THEMES = [
  { id: 'underTheSea', materials: 4, colorSuggestions: ['teal', 'aquamarine', 'navy', 'coral', 'seagreen'] },
  { id: 'outerSpace', materials: 4, colorSuggestions: ['midnightblue', 'indigo', 'silver', 'gold', 'mediumpurple'] },
  { id: 'jungle', materials: 4, colorSuggestions: ['forestgreen', 'olivedrab', 'goldenrod', 'saddlebrown', 'limegreen'] },
  { id: 'winter', materials: 4, colorSuggestions: ['aliceblue', 'lightsteelblue', 'white', 'slategray', 'lightskyblue'] },
  { id: 'fairyTale', materials: 4, colorSuggestions: ['orchid', 'gold', 'plum', 'lightpink', 'royalblue'] },
  { id: 'dinosaurs', materials: 4, colorSuggestions: ['darkolivegreen', 'sienna', 'orangered', 'peru', 'darkgreen'] },
  { id: 'farm', materials: 4, colorSuggestions: ['firebrick', 'wheat', 'yellowgreen', 'chocolate', 'skyblue'] },
  { id: 'circus', materials: 4, colorSuggestions: ['crimson', 'gold', 'dodgerblue', 'orange', 'hotpink'] },
  { id: 'robots', materials: 4, colorSuggestions: ['silver', 'steelblue', 'darkgray', 'orange', 'lime'] },
  { id: 'autumnForest', materials: 4, colorSuggestions: ['darkorange', 'firebrick', 'goldenrod', 'sienna', 'olive'] },
  { id: 'rainbowGarden', materials: 4, colorSuggestions: ['red', 'orange', 'gold', 'green', 'blue', 'violet'] },
  { id: 'cityAtNight', materials: 4, colorSuggestions: ['midnightblue', 'gold', 'lightyellow', 'darkslateblue', 'orange'] },
  { id: 'desertSafari', materials: 4, colorSuggestions: ['sandybrown', 'tan', 'darkorange', 'cadetblue', 'olivedrab'] },
  { id: 'pirateIsland', materials: 4, colorSuggestions: ['burlywood', 'teal', 'gold', 'saddlebrown', 'darkred'] },
] as const satisfies readonly ExampleTheme[];

export type ExampleThemeId = (typeof EXAMPLE_THEMES)[number]['id'];
