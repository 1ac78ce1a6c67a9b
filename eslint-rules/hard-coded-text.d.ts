import type { Rule } from 'eslint';

/** See hard-coded-text.js. */
export const hardCodedText: Rule.RuleModule;
