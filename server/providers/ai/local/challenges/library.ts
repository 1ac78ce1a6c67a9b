import { ANIMALS_AND_NATURE } from './animals-and-nature.ts';
import { IMAGINATION_AND_STORIES } from './imagination-and-stories.ts';
import { CHALLENGE_ASKS, type LibraryChallenge, SKILL_TAGS, STAGES, stageIndex, stageSpan } from './library-challenge.ts';
import { MOTION_AND_EMOTION } from './motion-and-emotion.ts';
import { OBSERVATION_AND_STILL_LIFE } from './observation-and-still-life.ts';
import { PATTERN_AND_COLOUR } from './pattern-and-colour.ts';
import { PEOPLE_AND_FACES } from './people-and-faces.ts';
import { PLACES_AND_MAPS } from './places-and-maps.ts';
import { SHAPES_AND_LINES } from './shapes-and-lines.ts';

/** The curated challenge library, by theme. */
export const CHALLENGE_LIBRARY: readonly LibraryChallenge[] = [
  ...SHAPES_AND_LINES,
  ...PEOPLE_AND_FACES,
  ...ANIMALS_AND_NATURE,
  ...PLACES_AND_MAPS,
  ...IMAGINATION_AND_STORIES,
  ...OBSERVATION_AND_STILL_LIFE,
  ...PATTERN_AND_COLOUR,
  ...MOTION_AND_EMOTION,
];

const byId = new Map(CHALLENGE_LIBRARY.map((challenge) => [challenge.id, challenge]));

export function getChallenge(id: string): LibraryChallenge | undefined {
  return byId.get(id);
}

export function suitsStage(challenge: LibraryChallenge, stage: number): boolean {
  const span = stageSpan(challenge);
  return span.min <= stage && stage <= span.max;
}

/** Easy (1–2), medium (3) and hard (4–5): every stage needs enough of each for a full plan. */
export const DIFFICULTY_BANDS = [
  { name: 'easy', min: 1, max: 2 },
  { name: 'medium', min: 3, max: 3 },
  { name: 'hard', min: 4, max: 5 },
] as const;

export const LIBRARY_LIMITS = {
  minChallenges: 84,
  minPerStageAndBand: 8,
  minPerStage: 30,
  skills: { min: 2, max: 4 },
  skillTags: { min: 2, max: 4 },
  instructions: { min: 3, max: 6 },
  minutes: { min: 10, max: 45 },
  descriptionSentences: { min: 1, max: 2 },
} as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TIME = /^(\d+)-(\d+) minutes$/;

function problemsOf(challenge: LibraryChallenge): string[] {
  const limits = LIBRARY_LIMITS;
  const within = (n: number, range: { min: number; max: number }) => n >= range.min && n <= range.max;
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${challenge.id}: ${problem}`);
  if (!SLUG.test(challenge.id)) say('id is not a kebab slug');
  if (!challenge.title.trim()) say('title is empty');
  const sentences = challenge.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
  if (!within(sentences, limits.descriptionSentences)) say(`description has ${sentences} sentences`);
  if (!within(challenge.skills.length, limits.skills)) say('needs 2–4 skills');
  if (challenge.skills.some((skill) => !skill.trim())) say('has an empty skill');
  if (!within(challenge.instructions.length, limits.instructions)) say('needs 3–6 instructions');
  if (challenge.instructions.some((step) => !step.trim() || step.length > 120)) say('has an empty or long step');
  const time = TIME.exec(challenge.estimatedTime);
  const [from, to] = time ? [Number(time[1]), Number(time[2])] : [0, 0];
  if (!time || from >= to || from < limits.minutes.min || to > limits.minutes.max) say('estimatedTime out of range');
  if (stageIndex(challenge.stageRange.min) < 0 || stageIndex(challenge.stageRange.max) < 0) say('unknown stage');
  if (stageIndex(challenge.stageRange.min) > stageIndex(challenge.stageRange.max)) say('stage range is reversed');
  if (!within(challenge.skillTags.length, limits.skillTags)) say('needs 2–4 skill tags');
  if (new Set(challenge.skillTags).size !== challenge.skillTags.length) say('repeats a skill tag');
  if (challenge.skillTags.some((tag) => !SKILL_TAGS.includes(tag))) say('has an unknown skill tag');
  if (!Number.isInteger(challenge.difficulty) || challenge.difficulty < 1 || challenge.difficulty > 5) say('difficulty not 1–5');
  if (challenge.asks !== undefined && !CHALLENGE_ASKS.includes(challenge.asks)) say('has an unknown asks');
  return problems;
}

/** Everything wrong with the library, as readable lines; empty when it is sound. */
export function validateLibrary(library: readonly LibraryChallenge[] = CHALLENGE_LIBRARY): string[] {
  const problems = library.flatMap(problemsOf);
  if (library.length < LIBRARY_LIMITS.minChallenges) problems.push(`only ${library.length} challenges`);
  const seen = new Set<string>();
  for (const { id } of library) {
    if (seen.has(id)) problems.push(`duplicate id ${id}`);
    seen.add(id);
  }
  STAGES.forEach((stage, index) => {
    const atStage = library.filter((challenge) => suitsStage(challenge, index));
    if (atStage.length < LIBRARY_LIMITS.minPerStage) problems.push(`${stage}: only ${atStage.length} challenges`);
    for (const band of DIFFICULTY_BANDS) {
      const count = atStage.filter((c) => c.difficulty >= band.min && c.difficulty <= band.max).length;
      if (count < LIBRARY_LIMITS.minPerStageAndBand) problems.push(`${stage} × ${band.name}: only ${count}`);
    }
  });
  return problems;
}

/** How many challenges suit each stage at each difficulty (for reports and tests). */
export function libraryCoverage(library: readonly LibraryChallenge[] = CHALLENGE_LIBRARY) {
  return STAGES.map((stage, index) => {
    const counts = [1, 2, 3, 4, 5].map((difficulty) => library.filter((c) => c.difficulty === difficulty && suitsStage(c, index)).length);
    return { stage, counts, total: counts.reduce((a, b) => a + b, 0) };
  });
}
