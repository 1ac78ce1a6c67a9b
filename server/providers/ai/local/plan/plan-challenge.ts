import type { PlanChallenge } from '../../analyser.ts';
import type { LibraryChallenge } from '../challenges/library-challenge.ts';

/** A library challenge placed in a plan week (copies, so a plan never shares the library's arrays). */
export function toPlanChallenge(challenge: LibraryChallenge, week: number): PlanChallenge {
  return {
    week,
    title: challenge.title,
    description: challenge.description,
    skills: [...challenge.skills],
    instructions: [...challenge.instructions],
    estimatedTime: challenge.estimatedTime,
    challengeId: challenge.id,
    difficulty: challenge.difficulty,
    skillTags: [...challenge.skillTags],
  };
}
