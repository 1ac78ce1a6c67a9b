import { ANIMALS_AND_NATURE_ES } from './es/animals-and-nature.ts';
import { IMAGINATION_AND_STORIES_ES } from './es/imagination-and-stories.ts';
import { MOTION_AND_EMOTION_ES } from './es/motion-and-emotion.ts';
import { OBSERVATION_AND_STILL_LIFE_ES } from './es/observation-and-still-life.ts';
import { PATTERN_AND_COLOUR_ES } from './es/pattern-and-colour.ts';
import { PEOPLE_AND_FACES_ES } from './es/people-and-faces.ts';
import { PLACES_AND_MAPS_ES } from './es/places-and-maps.ts';
import { SHAPES_AND_LINES_ES } from './es/shapes-and-lines.ts';
import { SKILLS_ES } from './es/skills.ts';
import type { LibraryTranslation } from './types.ts';

/** The challenge library in Spanish, by theme as the English library is. */
export const ES: LibraryTranslation = {
  challenges: {
    ...SHAPES_AND_LINES_ES,
    ...PEOPLE_AND_FACES_ES,
    ...ANIMALS_AND_NATURE_ES,
    ...PLACES_AND_MAPS_ES,
    ...IMAGINATION_AND_STORIES_ES,
    ...OBSERVATION_AND_STILL_LIFE_ES,
    ...PATTERN_AND_COLOUR_ES,
    ...MOTION_AND_EMOTION_ES,
  },
  skills: SKILLS_ES,
  minutes: (from, to) => `${from}-${to} minutos`,
};
