import fs from 'node:fs';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints the closing line CI reads: `N passed, N failed` (skipped tests are reported too).
 * Above it, one `FAILED …` line per failing test with the first line of its error, and one
 * `FLAKY …` line per test that passed only on a retry, so the tail of a CI log — often all
 * that is kept — says what broke, not just how many. The slowest files are named too (`SLOW …`
 * lines): CI's time budget is spent file by file, and the log should say where.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let skipped = 0;
    const failures: string[] = [];
    const flaky: string[] = [];
    for (const testModule of testModules) {
      const tests = [...testModule.children.allTests()];
      // A file that failed to load, or whose beforeAll threw (its tests then show as skipped),
      // is a failure even when none of its tests failed.
      const testFailed = tests.some((test) => test.result().state === 'failed');
      if (testModule.state() === 'failed' && !testFailed) {
        failures.push(`${testModule.relativeModuleId}: ${firstLine(testModule.errors()[0]?.message)}`);
      }
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') {
          passed++;
          if (test.diagnostic()?.flaky) flaky.push(describe(test));
        } else if (state === 'failed') failures.push(describe(test));
        else skipped++;
      }
    }
    for (const error of unhandledErrors) failures.push(`unhandled error: ${firstLine(textOf(error))}`);
    const lines = [...slowest(testModules), ...flaky.map((test) => `FLAKY (passed on retry) ${test}`), ...failures.map((failure) => `FAILED ${failure}`)];
    const counts = `${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}`;
    // Run as one of `npm test`'s parallel suites (scripts/test.mjs): a labelled line, which CI's
    // closing-line pattern skips, and the counts in a file for the line that adds them up.
    const label = process.env.KRITZEL_SUMMARY_LABEL;
    const file = process.env.KRITZEL_SUMMARY_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify({ passed, failed: failures.length, skipped, lines }));
    const closing = label ? `${label}: ${counts}` : counts;
    process.stdout.write(`\n${[...lines, closing].join('\n')}\n`);
  }
}

const SLOWEST_SHOWN = 8;
/** A file quicker than this is not where the time goes. */
const SLOW_MS = 5_000;

/** The files that took longest, from their own clocks (collection and set-up included). */
function slowest(testModules: ReadonlyArray<TestModule>): string[] {
  return testModules
    .map((testModule) => ({ file: testModule.relativeModuleId, ms: wholeDuration(testModule) }))
    .filter(({ ms }) => ms >= SLOW_MS)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN)
    .map(({ file, ms }) => `SLOW ${(ms / 1000).toFixed(1)} s ${file}`);
}

function wholeDuration(testModule: TestModule): number {
  const d = testModule.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

function describe(test: TestCase): string {
  const file = test.module.relativeModuleId;
  const error = test.result().errors?.[0];
  return `${file} > ${test.fullName}: ${firstLine(error?.message)}`;
}

function firstLine(text: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- strips terminal colours from error text
  const plain = (text ?? 'no error message').replace(/\x1b\[[0-9;]*m/g, '');
  return plain.split('\n')[0]!.slice(0, 300);
}

/** What an unhandled error says, whatever was thrown (some carry no toString: String() would throw). */
function textOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  if (typeof message === 'string') return message;
  try {
    return String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
