// The child's name rules without zod: the checkout asks for the name and loads without zod at
// start-up (docs/decisions/017-page-start-up.md); plans.ts builds its schema from the same words.

export const CHILD_NAME_MAX_LENGTH = 60;
export const CHILD_NAME_REQUIRED_MESSAGE = "Please enter your child's name";
export const CHILD_NAME_TOO_LONG_MESSAGE = `Please use at most ${CHILD_NAME_MAX_LENGTH} characters`;

/** What is wrong with a typed name (the server also refuses line breaks), or undefined. */
export function childNameProblem(typed: string): string | undefined {
  const name = typed.trim();
  if (!name) return CHILD_NAME_REQUIRED_MESSAGE;
  if (name.length > CHILD_NAME_MAX_LENGTH) return CHILD_NAME_TOO_LONG_MESSAGE;
  return undefined;
}
