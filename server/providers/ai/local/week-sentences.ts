/**
 * Issue 32: the sentences of a week's feedback, each about something measured or something the
 * parent said. They read the same WeekObserved the page lists, so no two sentences on one page
 * can disagree: a goal the photo cannot show is never "shown", and nothing is claimed about how
 * the child worked.
 */
import type { Challenge, DrawingFeatures, WeekObserved } from '../../../../contracts/analysis.ts';
import type { EvaluateSubmissionInput } from '../analyser.ts';
import { listOf } from './stage-wording.ts';
import { skillFindings, skillTopic } from './week-challenge.ts';
import { parentWords } from './week-observed.ts';

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The challenge's skills a photo can measure (shapes, lines, colour…); "calming down" is not one. */
export function measurableSkills(skills: readonly string[]): string[] {
  return skills.filter((skill) => skillTopic(skill) !== null);
}

/** One line per checkable goal; for a challenge without goals yet, its measurable skills; else what the drawing shows. */
export function goalFindings(observed: WeekObserved, skills: readonly string[], f: DrawingFeatures): string[] {
  const checkable = observed.goals.filter((g) => g.checkable);
  if (checkable.length > 0) {
    return checkable.map((g) => `${upperFirst(g.goal)}: ${g.seen ? 'seen in the drawing.' : 'not in this photo — something to try another day.'}`);
  }
  const measurable = measurableSkills(skills);
  return measurable.length > 0 ? skillFindings(measurable, f) : observed.seen;
}

/** About the drawing as measured: colour, detail, movement. */
export function creativity(f: DrawingFeatures, observed: WeekObserved): string {
  const own =
    observed.followed === 'other'
      ? observed.drewInstead
        ? `Your child chose their own subject: ${observed.drewInstead}. `
        : 'Your child chose their own subject. '
      : '';
  if (f.nestedShapes >= 3 && f.colorCount >= 3) return `${own}Detail and colour together: shapes drawn inside other shapes, in ${f.colorCount} colours.`;
  if (f.colorCount >= 3) return `${own}${f.colorCount} colours in one drawing: ${listOf(f.colors.slice(0, 6))}.`;
  if (f.scribbleIndex >= 0.5) return `${own}Big, free marks made with long movements — the joy of making lines comes first at this stage.`;
  return `${own}A clear, simple drawing. Inviting your child to add "one more thing" can grow the story.`;
}

export function nextWeek(observed: WeekObserved, challenge: Challenge): string[] {
  const keep = "Put this week's drawing where your child can see it next week.";
  if (observed.followed === 'other') return [`"${challenge.title}" is still there to try another day, if your child would like to.`, keep];
  const notSeen = observed.goals.filter((g) => g.checkable && g.seen === false).map((g) => g.goal);
  if (notSeen.length > 0) return [`Try ${listOf(notSeen.slice(0, 2))} in everyday drawing.`, keep];
  if (observed.goalsCheckable > 0 && observed.goalsShown === observed.goalsCheckable) {
    return ['Every goal a photo can check is in this drawing — the coming weeks build on it.', keep];
  }
  const measurable = measurableSkills(challenge.skills);
  return [
    measurable.length > 0
      ? `Keep practising ${listOf(measurable.slice(0, 2).map(lowerFirst))} in everyday drawing.`
      : 'Keep drawing together in everyday moments.',
    keep,
  ];
}

/** The opening paragraph: the drawing as it is, the goals it shows, what a photo cannot show. */
export function overall(input: EvaluateSubmissionInput, observed: WeekObserved, unseen: readonly string[], restricted: string | null): string {
  const { challenge } = input;
  const shows = observed.seen.length > 0 ? `The drawing shows ${listOf(observed.seen.slice(0, 3).map(lowerFirst))}.` : null;
  const estimate = 'The drawing age is an estimate from one snapshot, not a diagnosis.';
  if (observed.followed === 'other') {
    return [
      `Your child drew ${observed.drewInstead ?? 'something else'} instead of this week's challenge — drawing what matters to them is a good reason to draw.`,
      shows,
      `"${challenge.title}" is still there to try another day; this week no challenge goal is counted and there is no score.`,
      estimate,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const shownGoals = observed.goals.filter((g) => g.checkable && g.seen === true).map((g) => g.goal);
  const goals =
    observed.goalsCheckable > 0
      ? `It shows ${observed.goalsShown} of the ${observed.goalsCheckable} challenge goals a photo can check${shownGoals.length > 0 ? `: ${listOf(shownGoals)}` : ''}.`
      : null;
  const cannot =
    unseen.length > 0
      ? `A photo cannot show ${listOf([...unseen])} — ${parentWords(input.observations) ? 'your notes tell that part' : 'you saw that while your child drew'}.`
      : null;
  return [
    `Thank you for week ${input.weekNumber}, "${challenge.title}".`,
    shows,
    goals,
    observed.followed === 'partly' ? 'You said the drawing followed the challenge in part — that counts too.' : null,
    cannot,
    restricted,
    estimate,
  ]
    .filter(Boolean)
    .join(' ');
}
