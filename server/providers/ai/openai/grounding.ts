import type { ChatCompletionContentPartImage, ChatCompletionContentPartText } from 'openai/resources/chat/completions';
import sharp from 'sharp';
import type { DrawingFeatures, Observations } from '../../../../contracts/analysis.ts';
import type { DrawingImage } from '../analyser.ts';

/** Longest side sent to a model: enough to see a child's drawing, a fraction of the tokens. */
export const MODEL_IMAGE_MAX_SIDE = 1024;

export const textPart = (text: string): ChatCompletionContentPartText => ({ type: 'text', text });

/**
 * Downscales a drawing to ≤ 1024 px JPEG q80 and returns it as a data-URL image part.
 * Transparent PNGs are flattened onto white (JPEG has no alpha; black would hide the marks).
 * The pixel limit guards against a bomb even though uploads were already re-encoded.
 */
export async function imagePart(image: DrawingImage): Promise<ChatCompletionContentPartImage> {
  const jpeg = await sharp(image.data, { limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: MODEL_IMAGE_MAX_SIDE, height: MODEL_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/**
 * The local analyser's measurements as plain sentences. Models read prose more reliably than
 * a JSON dump, and the numbers anchor them to what is really on the page (counts, colours).
 */
export function featuresText(features: DrawingFeatures, label: string): string {
  const f = features;
  const colours = f.colors.length > 0 ? ` (${f.colors.join(', ')})` : '';
  return [
    `Measured by software on ${label}:`,
    `- colours used: ${f.colorCount}${colours}`,
    `- ink covers ${pct(f.inkCoverage)} of the paper; the marks use ${pct(f.pageUsage)} of the page`,
    `- closed shapes: ${f.closedShapes} (circles ${f.shapes.circle}, triangles ${f.shapes.triangle}, rectangles ${f.shapes.rectangle}, other ${f.shapes.other}); shapes inside other shapes: ${f.nestedShapes}`,
    `- straight lines: ${pct(f.straightLineShare)} of strokes; total stroke length ${Math.round(f.strokeLength)} px`,
    `- symmetry ${f.symmetry.toFixed(2)} (0-1); scribble index ${f.scribbleIndex.toFixed(2)} (0 = controlled lines, 1 = scribbles)`,
    `- ground line: ${yesNo(f.groundLine)}; sky band: ${yesNo(f.skyBand)}; paper edges found: ${yesNo(f.paperFound)}`,
  ].join('\n');
}

const MOODS = ['', 'very low', 'low', 'okay', 'good', 'very good'];
const TIME: Record<NonNullable<Observations['timeSpent']>, string> = {
  'less-10': 'under 10 minutes',
  '10-20': '10-20 minutes',
  '20-30': '20-30 minutes',
  '30-45': '30-45 minutes',
  '45-60': '45-60 minutes',
  'more-60': 'over 60 minutes',
};

const FOLLOWED = { yes: 'yes', partly: 'partly', other: 'no — the child drew something else' } as const;

/** The parent's observations, as the lines a parent would have said them. */
export function observationsText(o: Observations): string {
  const scale = (label: string, v: number | undefined, words = false) => (v === undefined ? null : `- ${label}: ${v}/5${words ? ` (${MOODS[v]})` : ''}`);
  const lines = [
    scale("child's mood", o.childMood, true),
    scale("parent's mood", o.parentMood, true),
    scale('enjoyment', o.activityEnjoyment),
    scale('difficulty felt', o.difficultyLevel),
    o.timeSpent ? `- time spent: ${TIME[o.timeSpent]}` : null,
    o.needsHelp ? `- needed help with: ${quote(o.needsHelp)}` : null,
    o.specificObservations ? `- observations: ${quote(o.specificObservations)}` : null,
    o.parentNotes ? `- notes: ${quote(o.parentNotes)}` : null,
    o.followedChallenge ? `- followed this week's challenge: ${FOLLOWED[o.followedChallenge]}` : null,
    o.followedChallenge === 'other' && o.drewInstead ? `- drew instead: ${quote(o.drewInstead, 200)}` : null,
  ].filter((l): l is string => l !== null);
  return lines.length > 0 ? lines.join('\n') : '- none given';
}

/**
 * Parent-written text and transcripts are data, not instructions: quoted, capped in length,
 * so a pasted essay cannot crowd out the task or steer the model.
 */
export function quote(text: string, max = 1500): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `"${clean.length > max ? `${clean.slice(0, max)}…` : clean}"`;
}
