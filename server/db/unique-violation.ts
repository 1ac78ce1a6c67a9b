/**
 * PostgreSQL's unique_violation (23505), wherever a driver or Drizzle wraps it: two writers raced
 * for one key and the index kept one of them.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};
