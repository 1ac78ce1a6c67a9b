import type { PageLocale } from '../../../../../contracts/i18n/locales.ts';
import { CHALLENGE_LIBRARY, getChallenge } from './library.ts';
import type { LibraryChallenge } from './library-challenge.ts';
import { DE } from './translations/de.ts';
import { ES } from './translations/es.ts';
import type { LibraryTranslation } from './translations/types.ts';

/** The languages the library is translated into; English (and the test pseudo-locale) read the stored text. */
export const LIBRARY_TRANSLATIONS: Partial<Record<PageLocale, LibraryTranslation>> = { de: DE, es: ES };

/** What of a week a parent reads: the plan's stored English copy of a challenge. */
export type ChallengeText = {
  title: string;
  description: string;
  skills: string[];
  instructions: string[];
  estimatedTime: string;
  challengeId?: string | null;
};

const byTitle = new Map(CHALLENGE_LIBRARY.map((challenge) => [challenge.title, challenge]));

/** The library entry a stored week copies: by id, else by its English title (the weeks view and previews keep no id). */
function libraryEntry(challenge: { title: string; challengeId?: string | null }): LibraryChallenge | undefined {
  return (challenge.challengeId ? getChallenge(challenge.challengeId) : undefined) ?? byTitle.get(challenge.title);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);
const TIME = /^(\d+)-(\d+) minutes$/;

/** "10-15 minutes" in the language; any other wording stays as stored. */
export function localizeTime(estimatedTime: string, locale: PageLocale): string {
  const translation = LIBRARY_TRANSLATIONS[locale];
  const time = TIME.exec(estimatedTime);
  return translation && time ? translation.minutes(Number(time[1]), Number(time[2])) : estimatedTime;
}

/** A skill's display name (skills stay English wherever they are stored or compared). */
export function localizeSkill(skill: string, locale: PageLocale): string {
  return LIBRARY_TRANSLATIONS[locale]?.skills[skill] ?? skill;
}

/**
 * A plan's week in the page's language. Each text is translated only where it is still the
 * library's English (an AI provider may have rewritten a description): anything else, and any
 * challenge the library does not hold, stays as stored.
 */
export function localizeChallenge<C extends ChallengeText>(challenge: C, locale: PageLocale): C {
  const translation = LIBRARY_TRANSLATIONS[locale];
  if (!translation) return challenge;
  const entry = libraryEntry(challenge);
  const text = entry ? translation.challenges[entry.id] : undefined;
  const own = <T>(english: T, same: boolean, translated: T | undefined): T => (same && translated !== undefined ? translated : english);
  return {
    ...challenge,
    title: own(challenge.title, challenge.title === entry?.title, text?.title),
    description: own(challenge.description, challenge.description === entry?.description, text?.description),
    instructions: own(challenge.instructions, !!entry && sameList(challenge.instructions, entry.instructions), text?.instructions),
    skills: challenge.skills.map((skill) => localizeSkill(skill, locale)),
    estimatedTime: localizeTime(challenge.estimatedTime, locale),
  };
}

export function localizeChallenges<C extends ChallengeText>(challenges: readonly C[], locale: PageLocale): C[] {
  return challenges.map((challenge) => localizeChallenge(challenge, locale));
}

/** A week's title alone (previews, submissions), when it is a library title. */
export function localizeTitle(title: string, locale: PageLocale): string {
  const entry = byTitle.get(title);
  return (entry && LIBRARY_TRANSLATIONS[locale]?.challenges[entry.id]?.title) ?? title;
}

/** One of a challenge's "a photo cannot show" goals in the language (by its place in the English list). */
export function localizeUnseenGoal(challengeId: string, goal: string, locale: PageLocale): string {
  const index = getChallenge(challengeId)?.goals.unseen.indexOf(goal) ?? -1;
  return (index >= 0 && LIBRARY_TRANSLATIONS[locale]?.challenges[challengeId]?.unseen[index]) || goal;
}
