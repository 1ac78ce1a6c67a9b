/** The CSS named colours (CSS Color Module Level 4), which the browser can paint as they are. */
const CSS_NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** Words an AI model likes that CSS does not know, mapped to a close CSS colour. */
const EVERYDAY_COLOURS: Record<string, string> = {
  sunshine: 'gold',
  sunny: 'gold',
  lemon: 'yellow',
  sky: 'skyblue',
  ocean: 'steelblue',
  sea: 'seagreen',
  grass: 'forestgreen',
  leaf: 'forestgreen',
  mint: 'mediumaquamarine',
  rose: 'hotpink',
  peach: 'peachpuff',
  apricot: 'sandybrown',
  lilac: 'plum',
  mauve: 'thistle',
  cream: 'cornsilk',
  sand: 'tan',
  rust: 'sienna',
  brick: 'firebrick',
  cherry: 'crimson',
  emerald: 'mediumseagreen',
  sapphire: 'royalblue',
  ruby: 'crimson',
  amber: 'orange',
  bronze: 'peru',
  copper: 'chocolate',
  charcoal: 'dimgray',
  mustard: 'goldenrod',
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/;

/**
 * A colour suggestion ("seagreen", "Sea Green", "sunny yellow", "#ff9900") to something CSS
 * can paint, or null when it names no colour we know; the name is always shown as text too.
 */
export function cssColour(name: string): string | null {
  const lower = name.trim().toLowerCase();
  if (HEX.test(lower)) return lower;
  const joined = lower.replace(/[\s_-]+/g, '');
  if (CSS_NAMED_COLOURS.has(joined)) return joined;
  if (EVERYDAY_COLOURS[joined]) return EVERYDAY_COLOURS[joined];
  // "bright sunny yellow": the last word that is a colour wins, as in everyday speech.
  const words = lower
    .split(/[\s_-]+/)
    .filter(Boolean)
    .reverse();
  for (const word of words) {
    if (CSS_NAMED_COLOURS.has(word)) return word;
    if (EVERYDAY_COLOURS[word]) return EVERYDAY_COLOURS[word];
  }
  return null;
}

const PREFIXES = /^(dark|light|medium|pale|deep)(?=[a-z]{3,})/;
const SUFFIXES = /(?<=[a-z]{3,})(blue|green|red|pink|gray|grey|purple|brown|yellow|white|violet|orange)$/;

/** "midnightblue" reads better as "midnight blue"; names that already have spaces stay. */
export function colourLabel(name: string): string {
  const trimmed = name.trim();
  if (!/^[a-z]+$/.test(trimmed)) return trimmed;
  const prefix = PREFIXES.exec(trimmed)?.[1] ?? '';
  const rest = trimmed.slice(prefix.length);
  const spaced = rest.replace(SUFFIXES, ' $1');
  return (prefix ? `${prefix} ${spaced}` : spaced).trim();
}
