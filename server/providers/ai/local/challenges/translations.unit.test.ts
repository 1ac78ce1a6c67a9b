import { describe, expect, it } from 'vitest';
import { toPlanChallenge } from '../plan/plan-challenge.ts';
import { CHALLENGE_LIBRARY, getChallenge } from './library.ts';
import { LIBRARY_TRANSLATIONS, localizeChallenge, localizeChallenges, localizeSkill, localizeTitle, localizeUnseenGoal } from './localize.ts';

const LANGUAGES = ['de', 'es'] as const;
const librarySkills = [...new Set(CHALLENGE_LIBRARY.flatMap((c) => c.skills))];

describe.each(LANGUAGES)('the challenge library in %s', (locale) => {
  const translation = LIBRARY_TRANSLATIONS[locale];
  if (!translation) throw new Error(`no ${locale} translation`);

  it('has an entry for every library challenge, and none for a challenge the library lacks', () => {
    expect(Object.keys(translation.challenges).sort()).toEqual(CHALLENGE_LIBRARY.map((c) => c.id).sort());
  });

  it('keeps the number of instructions and unseen goals of each challenge', () => {
    for (const challenge of CHALLENGE_LIBRARY) {
      const entry = translation.challenges[challenge.id];
      expect(entry?.instructions.length, challenge.id).toBe(challenge.instructions.length);
      expect(entry?.unseen.length, challenge.id).toBe(challenge.goals.unseen.length);
    }
  });

  it('leaves nothing empty and nothing in English', () => {
    for (const challenge of CHALLENGE_LIBRARY) {
      const entry = translation.challenges[challenge.id];
      const texts = entry ? [entry.title, entry.description, ...entry.instructions, ...entry.unseen] : [];
      for (const text of texts) expect(text.trim(), challenge.id).not.toBe('');
      expect(entry?.description, challenge.id).not.toBe(challenge.description);
      expect(entry?.instructions, challenge.id).not.toEqual(challenge.instructions);
    }
  });

  it('translates every skill the library names', () => {
    expect(Object.keys(translation.skills).sort()).toEqual([...librarySkills].sort());
    for (const skill of librarySkills) expect(translation.skills[skill]?.trim(), skill).toBeTruthy();
  });
});

describe('how the German library addresses its readers', () => {
  const de = LIBRARY_TRANSLATIONS.de?.challenges ?? {};
  const formal = /(^|[^.!?:]\s)(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
  const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner)\b/i;

  it('speaks to the child with "du" in the instructions', () => {
    for (const [id, entry] of Object.entries(de)) for (const step of entry.instructions) expect(step, id).not.toMatch(formal);
  });

  it('speaks to the parent with "Sie" in the descriptions', () => {
    for (const [id, entry] of Object.entries(de)) expect(entry.description, id).not.toMatch(informal);
  });
});

describe('a plan week in the page language', () => {
  const week = toPlanChallenge(getChallenge('shape-explorer')!, 1);

  it('stays exactly as stored in English (and the pseudo-locale)', () => {
    expect(localizeChallenge(week, 'en')).toBe(week);
    expect(localizeChallenge(week, 'en-XA')).toBe(week);
  });

  it('reads in German and in Spanish, keeping everything else of the week', () => {
    const de = localizeChallenge(week, 'de');
    expect(de).toMatchObject({
      week: 1,
      challengeId: 'shape-explorer',
      difficulty: week.difficulty,
      title: 'Formen-Entdecker',
      estimatedTime: '10–15 Minuten',
    });
    expect(de.skills).toEqual(['Formen erkennen', 'Feinmotorik', 'Genau hinschauen']);
    expect(de.instructions[1]).toBe('Zeichne einen großen Kreis, dann ein Quadrat, dann ein Dreieck.');
    expect(de.skillTags).toEqual(week.skillTags);
    expect(localizeChallenge(week, 'es')).toMatchObject({ title: 'Explorador de formas', estimatedTime: '10-15 minutos' });
  });

  it('finds the library entry by title when the week keeps no id (the weeks view)', () => {
    const { challengeId: _id, ...stored } = week;
    expect(localizeChallenge(stored, 'de').title).toBe('Formen-Entdecker');
    expect(localizeTitle('Shape Explorer', 'es')).toBe('Explorador de formas');
    expect(localizeTitle('Week 3', 'de')).toBe('Week 3');
  });

  it('keeps what the library does not hold as stored: an AI-written description, an unknown challenge', () => {
    const rewritten = { ...week, description: 'A description the AI wrote for this child.' };
    const de = localizeChallenge(rewritten, 'de');
    expect(de.description).toBe(rewritten.description);
    expect(de.title).toBe('Formen-Entdecker');
    const unknown = {
      title: 'Paint the Sea',
      description: 'Waves.',
      skills: ['Mystery skill'],
      instructions: ['Paint.'],
      estimatedTime: 'an afternoon',
      challengeId: 'not-in-library',
    };
    expect(localizeChallenges([unknown], 'de')).toEqual([unknown]);
    expect(localizeSkill('Mystery skill', 'es')).toBe('Mystery skill');
  });

  it('names the "a photo cannot show" goals in the language', () => {
    expect(localizeUnseenGoal('shape-explorer', 'naming each shape out loud', 'de')).toBe('jede Form laut benennen');
    expect(localizeUnseenGoal('shape-explorer', 'naming each shape out loud', 'en')).toBe('naming each shape out loud');
    expect(localizeUnseenGoal('shape-explorer', 'something else', 'es')).toBe('something else');
  });
});
