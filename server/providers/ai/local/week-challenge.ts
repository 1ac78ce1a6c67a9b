/**
 * Weekly feedback is about the week's challenge: which of its skills the photo can show, what
 * it shows of each (from the measured features, so the numbers match the rest of the feedback),
 * and whether the challenge restricted the drawing (scribbles, lines, single shapes, one thing),
 * in which case the drawing is not read as a new age estimate.
 */
import type { Challenge, DrawingFeatures } from '../../../../contracts/analysis.ts';
import { CHALLENGE_LIBRARY, getChallenge, type ChallengeAsks } from './challenges/index.ts';
import { count, listOf, shapeList } from './stage-wording.ts';

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

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The colour count with the names measured (the same features the strengths are worded from). */
function colourFact(f: DrawingFeatures): string {
  if (f.colorCount === 0) return 'no distinct colours we could measure';
  const names = f.colors.length > 0 && f.colors.length <= 6 ? ` (${listOf(f.colors)})` : '';
  return `${count(f.colorCount, 'colour')}${names}`;
}

function shows(topic: Topic, f: DrawingFeatures): string {
  switch (topic) {
    case 'colour':
      return `the drawing uses ${colourFact(f)}.`;
    case 'symmetry':
      return f.symmetry >= 0.75
        ? 'the left and right sides match closely.'
        : f.symmetry >= 0.5
          ? 'the two sides match in part.'
          : 'the two sides are free and different — matching them is a next step.';
    case 'people':
      return f.nestedShapes > 0
        ? 'a photo cannot tell who is drawn, but it shows details inside other shapes, like eyes in a face.'
        : 'a photo cannot tell who is drawn; adding details inside shapes, like eyes in a face, is a next step.';
    case 'shapes':
      return f.closedShapes > 0
        ? `closed shapes — ${shapeList(f)}.`
        : 'no closed shapes in this photo yet; lines that meet up where they started come with practice.';
    case 'detail':
      return f.nestedShapes > 0 ? 'details drawn inside other shapes.' : 'no details inside shapes yet — windows in a house or eyes in a face are a next step.';
    case 'space': {
      const parts = [f.groundLine && 'a ground line', f.skyBand && 'a band of sky'].filter((p): p is string => Boolean(p));
      return `${parts.length > 0 ? `${listOf(parts)}, and ` : ''}marks across ${pct(f.pageUsage)} of the page.`;
    }
    case 'lines':
      if (f.scribbleIndex >= 0.5) return 'big, looping lines — free movement comes first at this stage.';
      return f.straightLineShare >= 0.3
        ? `steady lines, ${pct(f.straightLineShare)} of them straight.`
        : `controlled lines, mostly curved (${pct(f.straightLineShare)} straight).`;
    case 'marks':
      return `marks across ${pct(f.pageUsage)} of the page, ${f.scribbleIndex >= 0.5 ? 'made with big, free movements' : 'with controlled lines'}.`;
  }
}

/**
 * One line per challenge skill: what the photo shows of it, or — kindly — that a photo cannot
 * measure it (imagination, storytelling, looking closely…), so the parent's own view counts.
 */
export function skillFindings(skills: readonly string[], f: DrawingFeatures): string[] {
  return skills.map((skill) => {
    const topic = skillTopic(skill);
    return topic ? `${skill}: ${shows(topic, f)}` : `${skill}: not something a photo can measure — what you saw while your child drew tells you more.`;
  });
}
