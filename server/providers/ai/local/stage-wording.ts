/**
 * Strengths and next steps, phrased from what was measured, for a parent: warm, concrete, never
 * alarming. The challenge and difficulty change the wording and the order, never the measurement.
 */
import type { Difficulty, DrawingFeatures, DrawingStage, FreeChallenge } from '../../../../contracts/analysis.ts';

type Context = { stage: DrawingStage; challenge: FreeChallenge; difficulty: Difficulty };
type Phrase = { text: string; topic: Topic };
type Topic = 'colour' | 'shapes' | 'detail' | 'scene' | 'lines' | 'balance' | 'page' | 'marks';

/** Topics a challenge is about come first. */
const CHALLENGE_TOPICS: Record<FreeChallenge, Topic[]> = {
  shapes: ['shapes', 'lines'],
  'draw-person': ['detail', 'balance'],
  'future-city': ['lines', 'shapes', 'scene'],
  general: [],
};
const MIN_ITEMS = 2;
const MAX_ITEMS = 4;

export function describeStrengths(f: DrawingFeatures, context: Context): string[] {
  const person = context.challenge === 'draw-person';
  const found: Phrase[] = [];
  if (f.colorCount >= 2) found.push({ topic: 'colour', text: `Used ${f.colorCount} different colours${f.colorCount <= 3 ? ` (${listOf(f.colors)})` : ''}` });
  if (f.closedShapes > 0) found.push({ topic: 'shapes', text: `Drew closed shapes — ${shapeList(f)}` });
  if (f.nestedShapes > 0) {
    found.push({
      topic: 'detail',
      text: person ? 'Drew details inside the figure, like eyes in the face' : 'Added details inside other shapes, like a window in a house or eyes in a face',
    });
  }
  if (f.groundLine) found.push({ topic: 'scene', text: 'Drew a ground line for things to stand on' });
  if (f.skyBand) found.push({ topic: 'scene', text: 'Put the sky in a band along the top of the page' });
  if (f.straightLineShare >= 0.3) found.push({ topic: 'lines', text: 'Drew steady, straight lines' });
  if (f.symmetry >= 0.75 && f.closedShapes > 0)
    found.push({ topic: 'balance', text: person ? 'Made both sides of the figure match' : 'Balanced the drawing nicely left and right' });
  if (f.pageUsage >= 0.6) found.push({ topic: 'page', text: 'Used the whole page with confidence' });
  if (f.scribbleIndex >= 0.5) found.push({ topic: 'marks', text: 'Made big, energetic marks with long, looping lines — this is how drawing begins' });
  if (f.strokeLength >= 3 && f.scribbleIndex < 0.5) found.push({ topic: 'marks', text: 'Stayed with the drawing and put plenty of line on the page' });
  if (f.colorCount === 1) found.push({ topic: 'colour', text: `Chose ${f.colors[0]} and kept going with it` });
  return pick(found, context, ['Made marks on the page — every drawing starts there', 'Took part in drawing, which builds hand control and confidence']);
}

export function describeNextSteps(f: DrawingFeatures, context: Context): string[] {
  const { stage, challenge } = context;
  const found: Phrase[] = [];
  if (f.scribbleIndex >= 0.5) found.push({ topic: 'shapes', text: 'Try going round and round and then stopping where you started — that makes a circle' });
  if (f.closedShapes === 0 && f.scribbleIndex < 0.5) found.push({ topic: 'shapes', text: 'Try drawing a circle, then a square, on their own' });
  if (challenge === 'draw-person' && f.nestedShapes < 4) found.push({ topic: 'detail', text: 'Next time, add more body parts: hands, feet, ears or hair' });
  if (f.closedShapes > 0 && f.nestedShapes === 0) {
    found.push({
      topic: 'detail',
      text:
        stage === 'scribbling'
          ? 'Try turning a circle into a face — add two eyes and a smile'
          : 'Try adding details inside shapes — eyes in a face, windows in a house',
    });
  }
  if (stage !== 'scribbling' && !f.groundLine) found.push({ topic: 'scene', text: 'Try adding a ground line so things can stand on it' });
  if (f.groundLine && !f.skyBand) found.push({ topic: 'scene', text: 'Try adding a strip of sky along the top of the page' });
  if (challenge === 'future-city' && f.shapes.rectangle < 3)
    found.push({ topic: 'lines', text: 'Try building the city from rectangles: towers, windows and doors' });
  if (stage !== 'scribbling' && f.straightLineShare < 0.15)
    found.push({ topic: 'lines', text: 'Practise straight lines: a fence, a ladder or the walls of a house' });
  if (f.colorCount <= 2) found.push({ topic: 'colour', text: 'Try choosing a different colour for each thing in the picture' });
  if (f.pageUsage < 0.35) found.push({ topic: 'page', text: 'Try drawing big and filling more of the page' });
  if (stage === 'schematic') found.push({ topic: 'scene', text: 'Try showing people doing something — running, holding hands, playing ball' });
  if (stage === 'schematic' && f.nestedShapes < 12)
    found.push({ topic: 'detail', text: 'Try adding more detail: fingers, hair, clothes or curtains in the windows' });
  if (stage === 'dawning-realism') found.push({ topic: 'scene', text: 'Try letting things overlap, like a tree in front of the house' });
  const steps = pick(found, context, [
    'Keep drawing together often — talking about the picture helps ideas grow',
    'Try drawing one favourite thing from life, looking closely at it first',
  ]);
  if (context.difficulty === 'easy') return steps.slice(0, MIN_ITEMS);
  if (context.difficulty === 'hard' && steps.length > MIN_ITEMS) steps[steps.length - 1] = `Stretch goal: ${lowerFirst(steps[steps.length - 1]!)}`;
  return steps;
}

/** Challenge topics first (stable otherwise), at most 4; general fillers only to reach 2. */
function pick(phrases: Phrase[], context: Context, fillers: string[]): string[] {
  const focus = CHALLENGE_TOPICS[context.challenge];
  const rank = (p: Phrase) => (focus.includes(p.topic) ? focus.indexOf(p.topic) : focus.length);
  const ordered = phrases
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p.text);
  const chosen = [...new Set(ordered)].slice(0, MAX_ITEMS);
  for (const filler of fillers) if (chosen.length < MIN_ITEMS) chosen.push(filler);
  return chosen;
}

/**
 * The kinds of closed shape drawn, without counts: a photo moves a count by up to 2 against a scan
 * of the same drawing (ADR 025), so "circles and a rectangle", never "3 circles and a rectangle".
 */
export function shapeList(f: DrawingFeatures): string {
  const kind = (n: number, one: string, many: string) => (n === 0 ? null : n === 1 ? one : many);
  const parts = [
    kind(f.shapes.circle, 'a circle', 'circles'),
    kind(f.shapes.rectangle, 'a rectangle', 'rectangles'),
    kind(f.shapes.triangle, 'a triangle', 'triangles'),
    kind(f.shapes.other, 'another shape', 'other shapes'),
  ].filter((part): part is string => part !== null);
  return listOf(parts);
}

export const count = (n: number, noun: string) => (n === 1 ? `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}` : `${n} ${noun}s`);
export const listOf = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
