/**
 * Strengths and next steps, phrased from what was measured, for a parent: warm, concrete, never
 * alarming. The challenge and difficulty change the wording and the order, never the measurement.
 */
import type { Difficulty, DrawingFeatures, DrawingStage, FreeChallenge } from '../../../../contracts/analysis.ts';
import type { PageLocale } from '../../../../contracts/i18n/locales.ts';
import { colourList } from './seen.ts';
import { wording, type Wording } from './wording.ts';

type Context = { stage: DrawingStage; challenge: FreeChallenge; difficulty: Difficulty; locale?: PageLocale };
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
  const w = wording(context.locale);
  const { t } = w;
  const person = context.challenge === 'draw-person';
  const found: Phrase[] = [];
  if (f.colorCount >= 2) {
    const text =
      f.colorCount <= 3
        ? t('analyser.strength.coloursNamed', { count: f.colorCount, colours: colourList(f.colors, w) })
        : t('analyser.strength.colours', { count: f.colorCount });
    found.push({ topic: 'colour', text });
  }
  if (f.closedShapes > 0) found.push({ topic: 'shapes', text: t('analyser.strength.closedShapes', { shapes: shapeList(f, w) }) });
  if (f.nestedShapes > 0) found.push({ topic: 'detail', text: t(person ? 'analyser.strength.detailPerson' : 'analyser.strength.detail') });
  if (f.groundLine) found.push({ topic: 'scene', text: t('analyser.strength.groundLine') });
  if (f.skyBand) found.push({ topic: 'scene', text: t('analyser.strength.skyBand') });
  if (f.straightLineShare >= 0.3) found.push({ topic: 'lines', text: t('analyser.strength.straightLines') });
  if (f.symmetry >= 0.75 && f.closedShapes > 0)
    found.push({ topic: 'balance', text: t(person ? 'analyser.strength.balancePerson' : 'analyser.strength.balance') });
  if (f.pageUsage >= 0.6) found.push({ topic: 'page', text: t('analyser.strength.wholePage') });
  if (f.scribbleIndex >= 0.5) found.push({ topic: 'marks', text: t('analyser.strength.bigMarks') });
  if (f.strokeLength >= 3 && f.scribbleIndex < 0.5) found.push({ topic: 'marks', text: t('analyser.strength.plentyOfLine') });
  if (f.colorCount === 1) found.push({ topic: 'colour', text: t('analyser.strength.oneColour', { colour: w.colour(f.colors[0]!) }) });
  return pick(found, context, [t('analyser.strength.fillerMarks'), t('analyser.strength.fillerTakingPart')]);
}

export function describeNextSteps(f: DrawingFeatures, context: Context): string[] {
  const { stage, challenge } = context;
  const { t, locale } = wording(context.locale);
  const found: Phrase[] = [];
  if (f.scribbleIndex >= 0.5) found.push({ topic: 'shapes', text: t('analyser.step.circle') });
  if (f.closedShapes === 0 && f.scribbleIndex < 0.5) found.push({ topic: 'shapes', text: t('analyser.step.circleSquare') });
  if (challenge === 'draw-person' && f.nestedShapes < 4) found.push({ topic: 'detail', text: t('analyser.step.bodyParts') });
  if (f.closedShapes > 0 && f.nestedShapes === 0) {
    found.push({ topic: 'detail', text: t(stage === 'scribbling' ? 'analyser.step.faceFromCircle' : 'analyser.step.detailsInside') });
  }
  if (stage !== 'scribbling' && !f.groundLine) found.push({ topic: 'scene', text: t('analyser.step.groundLine') });
  if (f.groundLine && !f.skyBand) found.push({ topic: 'scene', text: t('analyser.step.sky') });
  if (challenge === 'future-city' && f.shapes.rectangle < 3) found.push({ topic: 'lines', text: t('analyser.step.cityRectangles') });
  if (stage !== 'scribbling' && f.straightLineShare < 0.15) found.push({ topic: 'lines', text: t('analyser.step.straightLines') });
  if (f.colorCount <= 2) found.push({ topic: 'colour', text: t('analyser.step.colourEach') });
  if (f.pageUsage < 0.35) found.push({ topic: 'page', text: t('analyser.step.drawBig') });
  if (stage === 'schematic') found.push({ topic: 'scene', text: t('analyser.step.peopleDoing') });
  if (stage === 'schematic' && f.nestedShapes < 12) found.push({ topic: 'detail', text: t('analyser.step.moreDetail') });
  if (stage === 'dawning-realism') found.push({ topic: 'scene', text: t('analyser.step.overlap') });
  const steps = pick(found, context, [t('analyser.step.fillerTogether'), t('analyser.step.fillerFromLife')]);
  if (context.difficulty === 'easy') return steps.slice(0, MIN_ITEMS);
  if (context.difficulty === 'hard' && steps.length > MIN_ITEMS) {
    // German nouns keep their capital letter, and the German steps open with one as often as not.
    const step = steps[steps.length - 1]!;
    steps[steps.length - 1] = t('analyser.step.stretch', { step: locale === 'de' ? step : lowerFirst(step) });
  }
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
export function shapeList(f: DrawingFeatures, w: Wording = wording()): string {
  const kind = (n: number, key: 'circle' | 'rectangle' | 'triangle' | 'other') => (n === 0 ? null : w.t(`analyser.shape.${key}`, { n }));
  const parts = [
    kind(f.shapes.circle, 'circle'),
    kind(f.shapes.rectangle, 'rectangle'),
    kind(f.shapes.triangle, 'triangle'),
    kind(f.shapes.other, 'other'),
  ].filter((part): part is string => part !== null);
  return w.list(parts);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
