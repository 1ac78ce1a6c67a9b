import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import type { SkillTag } from '../challenges/library-challenge.ts';

/**
 * Reads the analyser's "areas for improvement" wording ("add a ground line", "try more
 * colours") and turns it into the skill tags the plan should lean towards. Keyword rules, so an
 * AI provider's freer wording maps too.
 */
const RULES: { pattern: RegExp; tags: SkillTag[] }[] = [
  { pattern: /ground|horizon|\bsky\b|standing on|floor/, tags: ['space'] },
  { pattern: /\bpage\b|\bspace\b|placement|position|layout|composition|arrang|depth|perspective|overlap/, tags: ['space'] },
  { pattern: /colou?r/, tags: ['colour'] },
  { pattern: /people|person|figure|bod(y|ies)|\bfaces?\b|limbs?|\barms?\b|\blegs?\b|family|portrait|tadpole/, tags: ['people'] },
  { pattern: /detail|nested|inside|features|decorat|body parts|eyes|fingers|windows/, tags: ['detail'] },
  { pattern: /shape|circle|square|triangle|rectangle|oval/, tags: ['shapes'] },
  { pattern: /(?<!(ground|base|sky|horizon) )\b(lines?|strokes?|straight|curves?)\b/, tags: ['lines'] },
  { pattern: /symmetr|balance|mirror/, tags: ['symmetry'] },
  { pattern: /pattern|repeat|rhythm/, tags: ['pattern'] },
  { pattern: /stor(y|ies)|narrat|imagin|idea|scene/, tags: ['storytelling'] },
  { pattern: /observ|look|realis|proportion|from life/, tags: ['observation'] },
  { pattern: /\bmov|motion|action|dynamic|running|jumping|playing|doing something/, tags: ['motion'] },
  { pattern: /feel|emotion|express|mood/, tags: ['emotion'] },
  { pattern: /control|grip|scribbl|steady|precis|pencil|crayon|fine motor|hand strength/, tags: ['fine-motor'] },
  { pattern: /plan|organi[sz]|sequenc|order/, tags: ['planning'] },
];

export type FocusTag = { tag: SkillTag; weight: number };

/** What the measured drawing suggests, used only as a gentle extra nudge. */
function tagsFromFeatures(features: DrawingFeatures): SkillTag[] {
  const tags: SkillTag[] = [];
  if (!features.groundLine || features.pageUsage < 0.3) tags.push('space');
  if (features.colorCount <= 2) tags.push('colour');
  if (features.closedShapes < 2) tags.push('shapes');
  if (features.nestedShapes === 0) tags.push('detail');
  if (features.scribbleIndex > 0.6) tags.push('fine-motor');
  return tags;
}

/** Focus tags, strongest first. Areas named by the analyser weigh more than raw measurements. */
export function focusTagsFor(areasForImprovement: readonly string[], features?: DrawingFeatures): FocusTag[] {
  const weights = new Map<SkillTag, number>();
  const add = (tag: SkillTag, weight: number) => weights.set(tag, (weights.get(tag) ?? 0) + weight);
  for (const area of areasForImprovement) {
    const text = area.toLowerCase();
    for (const rule of RULES) if (rule.pattern.test(text)) rule.tags.forEach((tag) => add(tag, 1));
  }
  if (features) for (const tag of tagsFromFeatures(features)) add(tag, 0.3);
  const strongest = Math.max(1, ...weights.values());
  return [...weights.entries()]
    .map(([tag, weight]) => ({ tag, weight: weight / strongest }))
    .sort((a, b) => b.weight - a.weight || a.tag.localeCompare(b.tag))
    .slice(0, 4);
}
