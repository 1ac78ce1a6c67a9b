import { describe, expect, it } from 'vitest';
import { i18nStore } from '@/i18n/i18n-store';
import { CHALLENGE_LABELS, presetsFromSearch } from './presets';

describe('presetsFromSearch', () => {
  it.each([
    ['difficulty=easy&challenge=shapes', 'easy', 'shapes'],
    ['difficulty=medium&challenge=draw-person', 'medium', 'draw-person'],
    ['?difficulty=hard&challenge=future-city', 'hard', 'future-city'],
  ])('takes the landing page link %s', (search, difficulty, challenge) => {
    expect(presetsFromSearch(search)).toEqual({ difficulty, challenge });
  });

  it('defaults to easy and the general challenge when nothing is given', () => {
    expect(presetsFromSearch('')).toEqual({ difficulty: 'easy', challenge: 'general' });
  });

  it('ignores unknown or odd values instead of failing', () => {
    expect(presetsFromSearch('difficulty=extreme&challenge=paint-the-sea')).toEqual({ difficulty: 'easy', challenge: 'general' });
    expect(presetsFromSearch('difficulty=MEDIUM&challenge=toString')).toEqual({ difficulty: 'easy', challenge: 'general' });
    expect(presetsFromSearch('challenge=general')).toEqual({ difficulty: 'easy', challenge: 'general' });
  });

  it('has a friendly name for each landing page challenge', () => {
    const { t } = i18nStore.get();
    expect(t(CHALLENGE_LABELS.shapes)).toBe('Shape Explorer');
    expect(t(CHALLENGE_LABELS['draw-person'])).toBe('Draw a Person');
    expect(t(CHALLENGE_LABELS['future-city'])).toBe('Invent a Future City');
  });
});
