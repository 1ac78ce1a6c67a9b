/**
 * Issue 32: the parent's observations are answered, not only repeated. A low mood gets a concrete
 * change for next time, high enjoyment an idea to repeat it, a note on where help was needed the
 * "show once, hand the crayon back" tip, and notes about the drawing are quoted and related to
 * what a photo cannot show.
 */
import type { Observations } from '../../../../contracts/analysis.ts';
import type { MessageKey } from '../../../../contracts/i18n/keys.ts';
import { parentWords, shortQuote } from './week-observed.ts';
import { wording, type Wording } from './wording.ts';

/** The 1–5 ratings in words, by rating (index 0 unused). */
const MOOD: MessageKey[] = [
  'analyser.mood.veryUpset',
  'analyser.mood.veryUpset',
  'analyser.mood.frustrated',
  'analyser.mood.calm',
  'analyser.mood.happy',
  'analyser.mood.excited',
];
const DIFFICULTY: MessageKey[] = [
  'analyser.difficulty.veryEasy',
  'analyser.difficulty.veryEasy',
  'analyser.difficulty.easy',
  'analyser.difficulty.justRight',
  'analyser.difficulty.challenging',
  'analyser.difficulty.veryHard',
];

/** How the session felt, answered: what to change when it was hard, what to repeat when it was fun. */
export function dynamics(o: Observations, { t }: Wording = wording()): string {
  const felt = o.childMood
    ? o.parentMood
      ? t('analyser.answers.bothFelt', { child: t(MOOD[o.childMood]!), parent: t(MOOD[o.parentMood]!) })
      : t('analyser.answers.childFelt', { child: t(MOOD[o.childMood]!) })
    : null;
  const parts = [felt];
  if (o.childMood && o.childMood <= 2) {
    parts.push(t('analyser.answers.lowMood'));
  } else if (o.parentMood && o.parentMood <= 2) {
    parts.push(t('analyser.answers.parentLowMood'));
  }
  if (o.activityEnjoyment && o.activityEnjoyment >= 4) {
    parts.push(t('analyser.answers.enjoyed'));
  } else if (o.activityEnjoyment && o.activityEnjoyment <= 2) {
    parts.push(t('analyser.answers.notFavourite'));
  }
  const said = parts.filter((p): p is string => p !== null);
  return said.length > 0 ? said.join(' ') : t('analyser.answers.noMood');
}

/** The difficulty the parent felt, answered; nothing is claimed about how the child worked. */
export function learningApproach(o: Observations, { t }: Wording = wording()): string {
  const felt = (level: number) => t('analyser.answers.felt', { difficulty: t(DIFFICULTY[level]!) });
  if (o.difficultyLevel && o.difficultyLevel >= 4) return `${felt(o.difficultyLevel)} ${t('analyser.answers.hard')}`;
  if (o.difficultyLevel && o.difficultyLevel <= 2) return `${felt(o.difficultyLevel)} ${t('analyser.answers.easy')}`;
  if (o.difficultyLevel) return t('analyser.answers.justRight');
  return t('analyser.answers.noRating');
}

/** Guidance for the parent: the needs-help note and notes about the drawing, each answered. */
export function guidance(o: Observations, unseenGoals: readonly string[], w: Wording = wording()): string[] {
  const { t } = w;
  const tips: string[] = [];
  if (o.needsHelp?.trim()) tips.push(t('analyser.answers.neededHelp', { quote: shortQuote(o.needsHelp, undefined, w) }));
  const words = parentWords(o);
  if (words) {
    const quote = shortQuote(words, undefined, w);
    tips.push(unseenGoals.length > 0 ? t('analyser.answers.wroteUnseen', { quote, goals: w.list(unseenGoals) }) : t('analyser.answers.wrote', { quote }));
  }
  tips.push(t('analyser.answers.describe'));
  return tips;
}
