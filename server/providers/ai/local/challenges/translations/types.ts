/**
 * Issue 37: the challenge library in another language. The English library entries stay the
 * source (plans store English copies); a translation is looked up by challenge id when a plan is
 * read, for the request's language.
 */
export type ChallengeTranslation = {
  title: string;
  description: string;
  /** One per English instruction, in the same order; spoken to the child (German "du", Spanish "tú"). */
  instructions: string[];
  /** One per English `goals.unseen` phrase, in the same order. */
  unseen: string[];
};

export type LibraryTranslation = {
  /** By library challenge id. */
  challenges: Record<string, ChallengeTranslation>;
  /**
   * English skill name → its display in this language. Skill names are identities in stored
   * evaluations: only what is sent to the browser is translated, never what is stored or compared.
   */
  skills: Record<string, string>;
  /** "10-15 minutes" in this language. */
  minutes: (from: number, to: number) => string;
};
