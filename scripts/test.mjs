#!/usr/bin/env node
// `npm test`: build the web app and the server once (the end-to-end tests drive the production
// server, dist/server/main.js, serving dist/web; skipped when the last build is of the current
// sources, scripts/build.mjs), then run every Vitest project — unit, API, end-to-end — in one run
// that closes with `N passed, N failed`.
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });

const build = run(['scripts/build.mjs', '--if-stale']);
if (build.status !== 0) {
  process.stdout.write('\nThe build failed, so no test ran.\n0 passed, 1 failed\n');
  process.exit(1);
}
const tests = run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]);
process.exit(tests.status ?? 1);
