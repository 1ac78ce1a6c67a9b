/**
 * Weekly feedback is about the week's challenge: which of its skills the photo can show, what
 * it shows of each (from the measured features, so the numbers match the rest of the feedback),
 * and whether the challenge restricted the drawing (scribbles, lines, single shapes, one thing),
 * in which case the drawing is not read as a new age estimate.
 */
import type { Challenge, DrawingFeatures } from '../../../../contracts/analysis.ts';
import { CHALLENGE_LIBRARY, getChallenge, type ChallengeAsks } from './challenges/index.ts';
import { localizeSkill } from './challenges/localize.ts';
import { colourList } from './seen.ts';
import { shapeList } from './stage-wording.ts';
import { wording, type Wording } from './wording.ts';

/**
 * Whether the week's challenge restricts what the child draws: the library entry says so
 * (`asks`), found by id, or by title for weeks stored without one.
 */
export function challengeAsks(challenge: Pick<Challenge, 'title'>, challengeId?: string): ChallengeAsks | null {
  const entry = (challengeId ? getChallenge(challengeId) : undefined) ?? CHALLENGE_LIBRARY.find((c) => c.title === challenge.title);
  return entry?.asks ?? null;
}

type Topic = 'shapes' | 'lines' | 'colour' | 'detail' | 'people' | 'space' | 'symmetry' | 'marks';

/** Skill words → what the photo measures; first match wins, so the order matters. */
const SKILL_TOPICS: [RegExp, Topic][] = [
  [/colou?r|blend|mixing|shading/, 'colour'],
  [/symmetr|balanc|mirror/, 'symmetry'],
  [/people|person|body|face|figure|portrait/, 'people'],
  [/shape|circle|square|triangle|stacking/, 'shapes'],
  [/detail|decorat/, 'detail'],
  [/scene|ground|sky|spatial|space|placing|compos|layout|arrang|page|depth|perspective|overlap|map/, 'space'],
  [/line|stroke|pencil|zigzag|curve|outlin|contour|trac/, 'lines'],
  [/motor|hand|arm|movement|marks|control|pressure|dots/, 'marks'],
];

export function skillTopic(skill: string): Topic | null {
  const words = skill.toLowerCase();
  return SKILL_TOPICS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

const pct = (share: number) => Math.round(share * 100);

/** The colour count with the names measured (the same features the strengths are worded from). */
function colourFact(f: DrawingFeatures, w: Wording): string {
  if (f.colorCount === 0) return w.t('analyser.skill.noColours');
  return f.colors.length > 0 && f.colors.length <= 6
    ? w.t('analyser.skill.colourCountNamed', { count: f.colorCount, colours: colourList(f.colors, w) })
    : w.t('analyser.skill.colourCount', { count: f.colorCount });
}

function shows(topic: Topic, f: DrawingFeatures, w: Wording): string {
  const { t } = w;
  switch (topic) {
    case 'colour':
      return t('analyser.skill.colour', { fact: colourFact(f, w) });
    case 'symmetry':
      return t(f.symmetry >= 0.75 ? 'analyser.skill.sidesMatch' : f.symmetry >= 0.5 ? 'analyser.skill.sidesPartly' : 'analyser.skill.sidesFree');
    case 'people':
      return t(f.nestedShapes > 0 ? 'analyser.skill.peopleDetail' : 'analyser.skill.peopleNoDetail');
    case 'shapes':
      return f.closedShapes > 0 ? t('analyser.skill.shapes', { shapes: shapeList(f, w) }) : t('analyser.skill.noShapes');
    case 'detail':
      return t(f.nestedShapes > 0 ? 'analyser.skill.detail' : 'analyser.skill.noDetail');
    case 'space': {
      const parts = [f.groundLine && t('analyser.skill.groundLine'), f.skyBand && t('analyser.skill.skyBand')].filter((p): p is string => Boolean(p));
      return parts.length > 0
        ? t('analyser.skill.spaceWith', { parts: w.list(parts), pct: pct(f.pageUsage) })
        : t('analyser.skill.space', { pct: pct(f.pageUsage) });
    }
    case 'lines':
      if (f.scribbleIndex >= 0.5) return t('analyser.skill.loopingLines');
      return t(f.straightLineShare >= 0.3 ? 'analyser.skill.steadyLines' : 'analyser.skill.curvedLines', { pct: pct(f.straightLineShare) });
    case 'marks':
      return t(f.scribbleIndex >= 0.5 ? 'analyser.skill.freeMarks' : 'analyser.skill.controlledMarks', { pct: pct(f.pageUsage) });
  }
}

/**
 * One line per challenge skill: what the photo shows of it, or — kindly — that a photo cannot
 * measure it (imagination, storytelling, looking closely…), so the parent's own view counts.
 */
export function skillFindings(skills: readonly string[], f: DrawingFeatures, w: Wording = wording()): string[] {
  return skills.map((english) => {
    const topic = skillTopic(english);
    const skill = localizeSkill(english, w.locale);
    return topic ? w.t('analyser.skill.finding', { skill, finding: shows(topic, f, w) }) : w.t('analyser.skill.notMeasurable', { skill });
  });
}
