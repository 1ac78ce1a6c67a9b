#!/usr/bin/env node
// `npm test`: build the web app and the server once (the end-to-end tests drive the production
// server, dist/server/main.js, serving dist/web; skipped when the last build is of the current
// sources, scripts/build.mjs), then run every Vitest project and close with `N passed, N failed`.
//
// The whole suite runs as two Vitest processes side by side: unit + API + security, and the
// end-to-end tests. The browser tests spend most of their time waiting on a page, so on a 2-core
// machine running them beside the others takes minutes off the run (docs/decisions/024). Each
// process prints its own labelled summary and how long it took (`SUITE` lines); the last line
// adds them up. With KRITZEL_SUITES_DONE_DIR set, each suite leaves `<first project>.done` there
// when it ends, so CI can start other work on the cores it frees (.ci/run). With arguments
// (`npm test -- path/to/file.test.ts`) it is one plain Vitest run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) {
  process.stdout.write('\nThe build failed, so no test ran.\n0 passed, 1 failed\n');
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length > 0) {
  const tests = spawnSync(process.execPath, [...vitest, ...args], { stdio: 'inherit' });
  process.exit(tests.status ?? 1);
}

const SUITES = [
  { label: 'unit, API and security', projects: ['unit', 'unit-shared', 'api', 'security'] },
  { label: 'end-to-end', projects: ['e2e'] },
];
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kritzel-suites-'));

const summaryFile = (suite) => path.join(logDir, `${suite.projects[0]}.json`);

/**
 * Runs one suite. The first streams to the terminal as it goes; the others write to a log that
 * is printed whole when they end, so two runs never interleave line by line.
 */
function runSuite(suite, live) {
  const log = path.join(logDir, `${suite.projects[0]}.log`);
  const started = Date.now();
  const out = live ? 'inherit' : fs.openSync(log, 'w');
  const child = spawn(process.execPath, [...vitest, ...suite.projects.flatMap((p) => ['--project', p])], {
    stdio: ['ignore', out, out],
    env: { ...process.env, KRITZEL_SUMMARY_LABEL: suite.label, KRITZEL_SUMMARY_FILE: summaryFile(suite) },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const doneDir = process.env.KRITZEL_SUITES_DONE_DIR;
      if (doneDir) fs.writeFileSync(path.join(doneDir, `${suite.projects[0]}.done`), '');
      if (!live) process.stdout.write(`\n==== ${suite.label} ====\n${fs.readFileSync(log, 'utf8')}`);
      resolve({ suite, code: code ?? 1, log: live ? null : log, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

// Each run's counts come back in the file its summary reporter writes (test/summary-reporter.ts).
const results = await Promise.all(SUITES.map((suite, i) => runSuite(suite, i === 0)));
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const { suite, code, seconds } of results) {
  lines.push(`SUITE ${suite.label}: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
  const file = summaryFile(suite);
  const summary = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  if (!summary) {
    // No summary: the run crashed before its end (a config error, a killed process).
    failed += 1;
    lines.push(`FAILED ${suite.label}: the run ended (exit ${code}) without a summary`);
    continue;
  }
  passed += summary.passed;
  failed += summary.failed;
  skipped += summary.skipped;
  lines.push(...summary.lines);
  // A run that exited non-zero with no failing test (a timeout, an unhandled rejection) still fails.
  if (code !== 0 && summary.failed === 0) {
    failed += 1;
    lines.push(`FAILED ${suite.label}: exited ${code} with no failing test`);
  }
}
fs.rmSync(logDir, { recursive: true, force: true });
const closing = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
process.stdout.write(`\n==== all suites ====\n${[...lines, closing].join('\n')}\n`);
process.exit(failed > 0 ? 1 : 0);
