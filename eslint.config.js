// Lint is a gate (zero warnings, `npm run lint`): the architecture's boundaries are checked
// here rather than remembered. Not type-checked rules, so it stays fast; `tsc` checks types.
import js from '@eslint/js';
import { featureBoundaries } from './eslint-rules/feature-boundaries.js';
import { hardCodedError, hardCodedText } from './eslint-rules/hard-coded-text.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '**/*.{js,mjs,cjs,ts,mts,tsx}';

/** Kritzel's own rules, one plugin object (flat config refuses a plugin name defined twice). */
const kritzel = { rules: { 'feature-boundaries': featureBoundaries, 'hard-coded-text': hardCodedText, 'hard-coded-error': hardCodedError } };

/** A relative import that reaches into a folder called `name` (e.g. `../../web/lib/api.ts`). */
const relativeInto = (name) => `^(\\.{1,2}/)+(.*/)?${name}(/|$)`;

const boundary = (message, regexes) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
});

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', '**/node_modules/', 'server/db/migrations/', '.tmp/', 'coverage/', 'test-results/', 'bench/out/'],
  },
  {
    files: [CODE],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },

  // server/ and web/ never import each other; both may import contracts/, which imports neither.
  {
    files: ['server/**'],
    rules: boundary('server/ must not import from web/; share code through contracts/.', [relativeInto('web'), '^@/']),
  },
  {
    files: ['web/**'],
    rules: boundary('web/ must not import from server/; share code through contracts/.', [relativeInto('server')]),
  },
  {
    files: ['contracts/**'],
    rules: boundary('contracts/ is shared by server/ and web/ and imports neither.', [relativeInto('server'), relativeInto('web'), '^@/']),
  },

  // A web feature uses another only through its public entry (index.ts); the route table
  // composes them. Tests and their fixtures may reach into what they test.
  {
    files: ['web/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*fixtures.ts'],
    plugins: { kritzel },
    rules: { 'kritzel/feature-boundaries': 'error' },
  },

  // Issue 37: what a parent reads comes from the message catalogues. The administrator's area
  // stays English (the issue allows it); tests write the words they expect.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*fixtures.ts', '**/test-*.{ts,tsx}', 'web/features/admin/**'],
    plugins: { kritzel },
    rules: { 'kritzel/hard-coded-text': 'error' },
  },
  // ... and every API error a parent can receive carries a message key. The administrator's
  // endpoints stay English (issue 37 §6).
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*fixture*.ts', 'server/features/admin/**', 'server/features/prompts/**', 'server/features/vouchers/create-voucher.ts'],
    plugins: { kritzel },
    rules: { 'kritzel/hard-coded-error': 'error' },
  },

  // A wait started before the action that triggers it goes into Promise.all with that action. Kept
  // in a variable, it rejects on its own timeout when the action fails first, and Vitest reports
  // that rejection as an unhandled error after the test has been retried (CI stop 50).
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'VariableDeclarator > CallExpression[callee.property.name=/^waitFor(Request|Response|Event)$/]',
          message: 'Start the wait inside Promise.all([wait, action]) so it can never reject unhandled.',
        },
      ],
    },
  },

  // Logs go through pino on the server and toasts in the browser. The entry points may talk to
  // the terminal; process.stdout.write is never flagged.
  {
    files: ['server/**', 'web/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['server/main.ts', 'server/worker.ts'],
    rules: { 'no-console': 'off' },
  },
);
