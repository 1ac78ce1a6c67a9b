#!/usr/bin/env node
// `npm start` and the operator commands: run a compiled entry point from dist/server, building
// first only when the sources changed since the last build (the fingerprint in scripts/build.mjs),
// so a second `npm start` starts at once. Reads `.env` first when there is one.
//
//   node scripts/start.mjs main                        the server (npm start)
//   node scripts/start.mjs worker                      job workers only (npm run worker)
//   node scripts/start.mjs admin-grant a@example.com   an operator CLI, with its arguments
//
// The entry runs inside this process (imported, not spawned): the PID a supervisor holds is the
// server's, and signals reach it directly. In production `node --enable-source-maps
// dist/server/main.js` does the same without the check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent } from './build.mjs';
import { SERVER_ENTRIES, SERVER_OUT_DIR } from './build-server.mjs';

// The operator's settings from .env, when there is one (.env.example lists them); the environment wins.
const envFile = path.join(import.meta.dirname, '..', '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const [name = 'main', ...args] = process.argv.slice(2);
if (!(name in SERVER_ENTRIES) || name === 'measure-worker') {
  process.stderr.write(`Usage: node scripts/start.mjs <main|worker|db-migrate|admin-grant|voucher-create> [arguments]\n`);
  process.exit(2);
}

if (!buildIsCurrent()) {
  process.stderr.write('Building the web app and the server (the sources changed since the last build)…\n');
  // In a child process, so Vite's and esbuild's memory is gone before the server starts. Its
  // output goes to stderr: a CLI's stdout stays its own.
  const built = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build.mjs')], { stdio: ['ignore', 2, 2] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Errors and stack traces point at the TypeScript sources (dist/server/*.js.map).
process.setSourceMapsEnabled(true);
const entry = path.join(SERVER_OUT_DIR, `${name}.js`);
// The entry reads its arguments from process.argv[2…], as if started as `node <entry> …`.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
