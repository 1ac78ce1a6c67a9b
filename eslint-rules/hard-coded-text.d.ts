import type { Rule } from 'eslint';

/** See hard-coded-text.js. */
export const hardCodedText: Rule.RuleModule;

/** See hard-coded-text.js: API errors carry message keys. */
export const hardCodedError: Rule.RuleModule;
