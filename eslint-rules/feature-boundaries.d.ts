import type { Rule } from 'eslint';

/** See feature-boundaries.js. */
export const featureBoundaries: Rule.RuleModule;
