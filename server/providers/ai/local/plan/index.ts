export { generateConversationLocally } from './conversation.ts';
export { EXAMPLE_COUNT, generateExamplesLocally } from './examples.ts';
export { generatePlanLocally } from './generate-plan.ts';
export { type FocusTag, focusTagsFor } from './improvement-focus.ts';
export { toPlanChallenge } from './plan-challenge.ts';
export { GENTLE_WEEKS, PLAN_WEEKS, planShape, positionInStage } from './plan-shape.ts';
