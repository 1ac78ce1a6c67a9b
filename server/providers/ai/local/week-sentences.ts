/**
 * Issue 32: the sentences of a week's feedback, each about something measured or something the
 * parent said. They read the same WeekObserved the page lists, so no two sentences on one page
 * can disagree: a goal the photo cannot show is never "shown", and nothing is claimed about how
 * the child worked.
 */
import type { Challenge, DrawingFeatures, WeekObserved } from '../../../../contracts/analysis.ts';
import type { EvaluateSubmissionInput } from '../analyser.ts';
import { localizeSkill, localizeTitle } from './challenges/localize.ts';
import { colourList } from './seen.ts';
import { skillFindings, skillTopic } from './week-challenge.ts';
import { parentWords } from './week-observed.ts';
import { wording, type Wording } from './wording.ts';

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A phrase moved into the middle of a sentence; German nouns keep their capital letter. */
const inSentence = (text: string, w: Wording) => (w.locale === 'de' ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** The challenge's skills a photo can measure (shapes, lines, colour…); "calming down" is not one. */
export function measurableSkills(skills: readonly string[]): string[] {
  return skills.filter((skill) => skillTopic(skill) !== null);
}

/** One line per checkable goal; for a challenge without goals yet, its measurable skills; else what the drawing shows. */
export function goalFindings(observed: WeekObserved, skills: readonly string[], f: DrawingFeatures, w: Wording = wording()): string[] {
  const checkable = observed.goals.filter((g) => g.checkable);
  if (checkable.length > 0) {
    return checkable.map((g) => w.t(g.seen ? 'analyser.week.goalSeen' : 'analyser.week.goalNotSeen', { goal: upperFirst(g.goal) }));
  }
  const measurable = measurableSkills(skills);
  return measurable.length > 0 ? skillFindings(measurable, f, w) : observed.seen;
}

/** About the drawing as measured: colour, detail, movement. */
export function creativity(f: DrawingFeatures, observed: WeekObserved, w: Wording = wording()): string {
  const { t } = w;
  const own =
    observed.followed === 'other'
      ? observed.drewInstead
        ? t('analyser.week.ownSubjectNamed', { subject: observed.drewInstead })
        : t('analyser.week.ownSubject')
      : null;
  const about =
    f.nestedShapes >= 3 && f.colorCount >= 3
      ? t('analyser.week.detailAndColour', { count: f.colorCount })
      : f.colorCount >= 3
        ? t('analyser.week.colours', { count: f.colorCount, colours: colourList(f.colors.slice(0, 6), w) })
        : f.scribbleIndex >= 0.5
          ? t('analyser.week.bigMarks')
          : t('analyser.week.simple');
  return own ? `${own} ${about}` : about;
}

export function nextWeek(observed: WeekObserved, challenge: Challenge, w: Wording = wording()): string[] {
  const { t } = w;
  const keep = t('analyser.week.keepDrawingVisible');
  if (observed.followed === 'other') return [t('analyser.week.stillThere', { title: localizeTitle(challenge.title, w.locale) }), keep];
  const notSeen = observed.goals.filter((g) => g.checkable && g.seen === false).map((g) => g.goal);
  if (notSeen.length > 0) return [t('analyser.week.tryGoals', { goals: w.list(notSeen.slice(0, 2)) }), keep];
  if (observed.goalsCheckable > 0 && observed.goalsShown === observed.goalsCheckable) return [t('analyser.week.everyGoal'), keep];
  const measurable = measurableSkills(challenge.skills);
  const skills = measurable.slice(0, 2).map((skill) => inSentence(localizeSkill(skill, w.locale), w));
  return [measurable.length > 0 ? t('analyser.week.keepPractising', { skills: w.list(skills) }) : t('analyser.week.keepDrawing'), keep];
}

/** The opening paragraph: the drawing as it is, the goals it shows, what a photo cannot show. */
export function overall(
  input: EvaluateSubmissionInput,
  observed: WeekObserved,
  unseen: readonly string[],
  restricted: string | null,
  w: Wording = wording(),
): string {
  const { t } = w;
  const title = localizeTitle(input.challenge.title, w.locale);
  const shows = observed.seen.length > 0 ? t('analyser.week.shows', { things: w.list(observed.seen.slice(0, 3).map((item) => inSentence(item, w))) }) : null;
  const estimate = t('analyser.week.estimate');
  if (observed.followed === 'other') {
    return [
      observed.drewInstead ? t('analyser.week.drewInstead', { subject: observed.drewInstead }) : t('analyser.week.drewSomethingElse'),
      shows,
      t('analyser.week.otherStillThere', { title }),
      estimate,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const shownGoals = observed.goals.filter((g) => g.checkable && g.seen === true).map((g) => g.goal);
  const counts = { shown: observed.goalsShown, checkable: observed.goalsCheckable };
  const goals =
    observed.goalsCheckable > 0
      ? shownGoals.length > 0
        ? t('analyser.week.goalsShownNamed', { ...counts, goals: w.list(shownGoals) })
        : t('analyser.week.goalsShown', counts)
      : null;
  const cannot =
    unseen.length > 0 ? t(parentWords(input.observations) ? 'analyser.week.cannotShowNotes' : 'analyser.week.cannotShowSaw', { goals: w.list(unseen) }) : null;
  return [
    t('analyser.week.thanks', { week: input.weekNumber, title }),
    shows,
    goals,
    observed.followed === 'partly' ? t('analyser.week.partly') : null,
    cannot,
    restricted,
    estimate,
  ]
    .filter(Boolean)
    .join(' ');
}
