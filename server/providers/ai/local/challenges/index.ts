export { CHALLENGE_LIBRARY, DIFFICULTY_BANDS, getChallenge, libraryCoverage, suitsStage, validateLibrary } from './library.ts';
export { CHALLENGE_ASKS, type ChallengeAsks, type LibraryChallenge, SKILL_TAGS, type SkillTag, STAGES, stageIndex, stageSpan } from './library-challenge.ts';
export { findSibling, type SiblingDirection } from './siblings.ts';
