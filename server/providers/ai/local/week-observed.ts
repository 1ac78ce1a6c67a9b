/**
 * Issue 32: what a week's feedback rests on (WeekObserved). The challenge's goals that a photo
 * can check are tested on the measurements of the photo that speaks for the week; the goals a
 * photo cannot show are said to be so, or answered with the parent's own words. The score, when
 * there is one, is only the share of checkable goals the drawing shows — the same number the
 * local analyser and the AI model report, because both take it from here.
 */
import type { ChallengeGoalResult, DrawingFeatures, Observations, WeekObserved } from '../../../../contracts/analysis.ts';
import type { PageLocale } from '../../../../contracts/i18n/locales.ts';
import type { EvaluateSubmissionInput } from '../analyser.ts';
import type { MessageKey } from '../../../../contracts/i18n/keys.ts';
import { CHALLENGE_LIBRARY, getChallenge } from './challenges/index.ts';
import { goalSeen, type CheckableGoal, type ChallengeGoals, type ColourGoal } from './challenges/goals.ts';
import { localizeUnseenGoal } from './challenges/localize.ts';
import { describeSeen } from './seen.ts';
import { wording, type Wording } from './wording.ts';

const NO_GOALS: ChallengeGoals = { checkable: [], unseen: [] };

/**
 * The library's goals for the week's challenge, by id or (weeks stored without one) by title.
 * A challenge not yet annotated has none: it is treated as having no checkable goals.
 */
export function challengeGoals(challenge: { title: string }, challengeId?: string): ChallengeGoals {
  return (libraryEntry(challenge, challengeId) as { goals?: ChallengeGoals } | undefined)?.goals ?? NO_GOALS;
}

const libraryEntry = (challenge: { title: string }, challengeId?: string) =>
  (challengeId ? getChallenge(challengeId) : undefined) ?? CHALLENGE_LIBRARY.find((c) => c.title === challenge.title);

/** How each checkable goal is named to a parent, in the language (English: GOAL_WORDS, word for word). */
const GOAL_KEYS: Record<CheckableGoal, MessageKey> = {
  'closed-shape': 'analyser.goal.closedShape',
  'several-shapes': 'analyser.goal.severalShapes',
  circle: 'analyser.goal.circle',
  rectangle: 'analyser.goal.rectangle',
  triangle: 'analyser.goal.triangle',
  'details-inside': 'analyser.goal.detailsInside',
  'straight-lines': 'analyser.goal.straightLines',
  'curving-lines': 'analyser.goal.curvingLines',
  'free-marks': 'analyser.goal.freeMarks',
  'several-colours': 'analyser.goal.severalColours',
  'ground-line': 'analyser.goal.groundLine',
  sky: 'analyser.goal.sky',
  'whole-page': 'analyser.goal.wholePage',
  'both-sides-match': 'analyser.goal.bothSidesMatch',
  'face-like': 'analyser.goal.faceLike',
};

export function goalInWords(goal: CheckableGoal | ColourGoal, w: Wording): string {
  return goal.startsWith('colour:') ? w.t('analyser.goal.colour', { colour: w.colour(goal.slice('colour:'.length)) }) : w.t(GOAL_KEYS[goal as CheckableGoal]);
}

/** A parent's words, short enough to quote in one line. */
export function shortQuote(text: string, max = 120, w: Wording = wording()): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return w.t('analyser.week.quote', { text: clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean });
}

/** What the parent wrote about the drawing itself (not where help was needed): notes first. */
export function parentWords(o: Observations): string | null {
  const words = [o.specificObservations, o.parentNotes].filter((t): t is string => Boolean(t?.trim()));
  return words.length > 0 ? words.join(' ') : null;
}

export function unseenNote(goal: string, o: Observations, w: Wording = wording()): string {
  const words = parentWords(o);
  return words ? w.t('analyser.week.unseenQuoted', { goal, quote: shortQuote(words, undefined, w) }) : w.t('analyser.week.unseenSaw', { goal });
}

/**
 * The week's observed block. `features` is the chosen photo's measurements, or null when no
 * drawing could be measured (then no checkable goal can be seen, and none is counted).
 */
export function weekObserved(
  input: Pick<EvaluateSubmissionInput, 'challenge' | 'challengeId' | 'observations'>,
  features: DrawingFeatures | null,
  estimateCarriedOver: boolean,
  locale?: PageLocale,
): WeekObserved {
  const w = wording(locale);
  const o = input.observations;
  const goals = challengeGoals(input.challenge, input.challengeId);
  const entryId = libraryEntry(input.challenge, input.challengeId)?.id;
  const notThisWeek = w.t('analyser.week.notThisWeek');
  const other = o.followedChallenge === 'other';
  const checkable: ChallengeGoalResult[] = goals.checkable.map((goal) => {
    const goalText = goalInWords(goal, w);
    if (other) return { goal: goalText, checkable: true, seen: false, note: notThisWeek };
    if (!features) return { goal: goalText, checkable: true, seen: null, note: w.t('analyser.week.noDrawingMeasured') };
    return { goal: goalText, checkable: true, seen: goalSeen(goal, features) };
  });
  const unseen: ChallengeGoalResult[] = goals.unseen.map((english) => {
    const goal = entryId ? localizeUnseenGoal(entryId, english, w.locale) : english;
    return { goal, checkable: false, seen: null, note: other ? notThisWeek : unseenNote(goal, o, w) };
  });
  const drewInstead = other ? o.drewInstead?.trim() : undefined;
  return {
    followed: o.followedChallenge ?? null,
    ...(drewInstead && { drewInstead }),
    goals: [...checkable, ...unseen],
    goalsShown: checkable.filter((g) => g.seen === true).length,
    goalsCheckable: checkable.length,
    seen: features ? describeSeen(features, locale) : [],
    estimateCarriedOver,
    ...(features && { features }),
  };
}

/** 10 × shown / checkable, to one decimal; none when the drawing was of something else or nothing could be checked. */
export function goalScore(observed: WeekObserved): number | undefined {
  if (observed.followed === 'other' || observed.goalsCheckable === 0 || !observed.features) return undefined;
  return Math.round((100 * observed.goalsShown) / observed.goalsCheckable) / 10;
}
