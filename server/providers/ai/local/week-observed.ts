/**
 * Issue 32: what a week's feedback rests on (WeekObserved). The challenge's goals that a photo
 * can check are tested on the measurements of the photo that speaks for the week; the goals a
 * photo cannot show are said to be so, or answered with the parent's own words. The score, when
 * there is one, is only the share of checkable goals the drawing shows — the same number the
 * local analyser and the AI model report, because both take it from here.
 */
import type { ChallengeGoalResult, DrawingFeatures, Observations, WeekObserved } from '../../../../contracts/analysis.ts';
import type { EvaluateSubmissionInput } from '../analyser.ts';
import { CHALLENGE_LIBRARY, getChallenge } from './challenges/index.ts';
import { goalSeen, goalWords, type ChallengeGoals } from './challenges/goals.ts';
import { describeSeen } from './seen.ts';

const NO_GOALS: ChallengeGoals = { checkable: [], unseen: [] };

/**
 * The library's goals for the week's challenge, by id or (weeks stored without one) by title.
 * A challenge not yet annotated has none: it is treated as having no checkable goals.
 */
export function challengeGoals(challenge: { title: string }, challengeId?: string): ChallengeGoals {
  const entry = (challengeId ? getChallenge(challengeId) : undefined) ?? CHALLENGE_LIBRARY.find((c) => c.title === challenge.title);
  return (entry as { goals?: ChallengeGoals } | undefined)?.goals ?? NO_GOALS;
}

/** A parent's words, short enough to quote in one line. */
export function shortQuote(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `“${clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean}”`;
}

/** What the parent wrote about the drawing itself (not where help was needed): notes first. */
export function parentWords(o: Observations): string | null {
  const words = [o.specificObservations, o.parentNotes].filter((t): t is string => Boolean(t?.trim()));
  return words.length > 0 ? words.join(' ') : null;
}

export const NOT_THIS_WEEK = "not this week's drawing";

export function unseenNote(goal: string, o: Observations): string {
  const words = parentWords(o);
  return words ? `A photo cannot show ${goal}. You wrote: ${shortQuote(words)}` : `A photo cannot show ${goal} — you saw it while your child drew.`;
}

/**
 * The week's observed block. `features` is the chosen photo's measurements, or null when no
 * drawing could be measured (then no checkable goal can be seen, and none is counted).
 */
export function weekObserved(
  input: Pick<EvaluateSubmissionInput, 'challenge' | 'challengeId' | 'observations'>,
  features: DrawingFeatures | null,
  estimateCarriedOver: boolean,
): WeekObserved {
  const o = input.observations;
  const goals = challengeGoals(input.challenge, input.challengeId);
  const other = o.followedChallenge === 'other';
  const checkable: ChallengeGoalResult[] = goals.checkable.map((goal) => {
    const goalText = goalWords(goal);
    if (other) return { goal: goalText, checkable: true, seen: false, note: NOT_THIS_WEEK };
    if (!features) return { goal: goalText, checkable: true, seen: null, note: 'No drawing could be measured this week.' };
    return { goal: goalText, checkable: true, seen: goalSeen(goal, features) };
  });
  const unseen: ChallengeGoalResult[] = goals.unseen.map((goal) => ({
    goal,
    checkable: false,
    seen: null,
    note: other ? NOT_THIS_WEEK : unseenNote(goal, o),
  }));
  const drewInstead = other ? o.drewInstead?.trim() : undefined;
  return {
    followed: o.followedChallenge ?? null,
    ...(drewInstead && { drewInstead }),
    goals: [...checkable, ...unseen],
    goalsShown: checkable.filter((g) => g.seen === true).length,
    goalsCheckable: checkable.length,
    seen: features ? describeSeen(features) : [],
    estimateCarriedOver,
    ...(features && { features }),
  };
}

/** 10 × shown / checkable, to one decimal; none when the drawing was of something else or nothing could be checked. */
export function goalScore(observed: WeekObserved): number | undefined {
  if (observed.followed === 'other' || observed.goalsCheckable === 0 || !observed.features) return undefined;
  return Math.round((100 * observed.goalsShown) / observed.goalsCheckable) / 10;
}
