import { ANIMALS_AND_NATURE_DE } from './de/animals-and-nature.ts';
import { IMAGINATION_AND_STORIES_DE } from './de/imagination-and-stories.ts';
import { MOTION_AND_EMOTION_DE } from './de/motion-and-emotion.ts';
import { OBSERVATION_AND_STILL_LIFE_DE } from './de/observation-and-still-life.ts';
import { PATTERN_AND_COLOUR_DE } from './de/pattern-and-colour.ts';
import { PEOPLE_AND_FACES_DE } from './de/people-and-faces.ts';
import { PLACES_AND_MAPS_DE } from './de/places-and-maps.ts';
import { SHAPES_AND_LINES_DE } from './de/shapes-and-lines.ts';
import { SKILLS_DE } from './de/skills.ts';
import type { LibraryTranslation } from './types.ts';

/** The challenge library in German, by theme as the English library is. */
export const DE: LibraryTranslation = {
  challenges: {
    ...SHAPES_AND_LINES_DE,
    ...PEOPLE_AND_FACES_DE,
    ...ANIMALS_AND_NATURE_DE,
    ...PLACES_AND_MAPS_DE,
    ...IMAGINATION_AND_STORIES_DE,
    ...OBSERVATION_AND_STILL_LIFE_DE,
    ...PATTERN_AND_COLOUR_DE,
    ...MOTION_AND_EMOTION_DE,
  },
  skills: SKILLS_DE,
  minutes: (from, to) => `${from}–${to} Minuten`,
};
