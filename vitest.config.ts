import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Five projects and one closing line (test/summary-reporter.ts); `npm test` runs the end-to-end
 * project beside the other four (scripts/test.mjs):
 * - unit: the web app's tests (files opt into jsdom), and the server's that mock a module
 * - unit-shared: the server's, contracts' and repository's other unit tests, one module cache a worker
 * - api: buildApp() + inject() on a real database (PGlite template, or TEST_DATABASE_URL)
 * - e2e: the built app in a real server process, driven in headless Chromium
 */
const UNIT_SETUP = ['./test/fail-on-console-error.ts', './web/i18n/test-setup.ts', './web/test-setup.ts'];

/**
 * Server unit tests that replace a module with vi.mock: each needs a module cache of its own, so
 * they run in the isolated `unit` project, not in `unit-shared`.
 */
export const MOCKING_UNIT_TESTS = [
  'server/providers/ai/local/evaluate-checkpoint.unit.test.ts',
  'server/providers/ai/local/evaluate-submission.unit.test.ts',
  'server/providers/ai/local/evaluate-submission-language.unit.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web') } },
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    onConsoleLog: (_log, type) => (type === 'stderr' ? false : undefined),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['web/**/*.test.{ts,tsx}', ...MOCKING_UNIT_TESTS],
          environment: 'node',
          setupFiles: UNIT_SETUP,
          // A page rendered in jsdom that polls takes 4 s of Vitest's default 5 on a quiet machine;
          // on a busy 2-core CI machine it needs room, which says nothing about the page.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-shared',
          sequence: { groupOrder: 0 },
          include: ['server/**/*.unit.test.ts', 'contracts/**/*.test.ts', 'test/**/*.unit.test.ts'],
          exclude: MOCKING_UNIT_TESTS,
          environment: 'node',
          setupFiles: UNIT_SETUP,
          testTimeout: 15_000,
          // No file here mocks a module (test/unit-projects.unit.test.ts keeps it so), so files
          // share their worker's loaded modules instead of each starting a process and loading
          // them again: 94 → 62 s for these 86 files on a quiet 2-core machine (docs/decisions/024).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['./test/api-global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Files share their worker's loaded modules instead of loading the whole server again
          // (about 3.4 s a file): each file still opens its own database and app, and none mocks
          // a module. The security files do (fastify, the sandbox cards), so they stay isolated.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Replays of the security audit's findings, the authorisation matrix and the fuzz pass.
          name: 'security',
          sequence: { groupOrder: 1 },
          include: ['server/**/*.security.test.ts'],
          environment: 'node',
          globalSetup: ['./test/api-global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A real browser on a busy 2-core CI machine now and then misses a beat; one retry there,
          // and the summary names every test that needed it (FLAKY lines), so none is hidden.
          retry: process.env.CI ? 1 : 0,
          // expect.poll gives up after 1 s by default: a wrong password's answer (the server
          // hashes it to keep its timing) and a render on a loaded machine can take longer.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
