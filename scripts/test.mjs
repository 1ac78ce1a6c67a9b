#!/usr/bin/env node
// `npm test`: build the web app (the end-to-end tests drive the built app), then run every
// Vitest project — unit, API, end-to-end — in one run that closes with `N passed, N failed`.
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });

const build = run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
if (build.status !== 0) {
  process.stdout.write('\nThe web build failed, so no test ran.\n0 passed, 1 failed\n');
  process.exit(1);
}
const tests = run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]);
process.exit(tests.status ?? 1);
