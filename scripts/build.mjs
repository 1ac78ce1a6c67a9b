#!/usr/bin/env node
// `npm run build`: the web app (Vite, into dist/web, with .br/.gz beside each text file) and the
// server (esbuild, into dist/server; scripts/build-server.mjs), then a fingerprint of the sources
// they were built from in dist/.build-fingerprint.
//
//   node scripts/build.mjs             build
//   node scripts/build.mjs --if-stale  build only when the sources differ from the last build's
//   node scripts/build.mjs --check     build nothing; exit 0 if the build is current, 1 if not
//
// The fingerprint is what lets `npm start` (scripts/start.mjs), `npm test` and the CLIs skip the
// build when nothing changed: a hash of the contents of every file that goes into the build
// (tests excluded) and of the environment variables the web build bakes in. Contents, not
// modification times, so a checkout or a copy that only touches files does not rebuild.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRIES, SERVER_OUT_DIR } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const FINGERPRINT_FILE = path.join(root, 'dist', '.build-fingerprint');
/** Folders whose files go into the web app or the server bundles (scripts/: the CLIs, the build itself). */
const SOURCE_DIRS = ['web', 'server', 'contracts', 'scripts'];
/** Single files that change what either build makes. */
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
/**
 * Environment the web build depends on: vite.config.ts writes PUBLIC_URL into index.html, and a
 * NODE_ENV other than production makes Vite build React for development (unset means production).
 */
const BUILD_ENV = { PUBLIC_URL: '', NODE_ENV: 'production' };
const TEST_FILE = /\.test\.tsx?$/;

/** A hash of everything the build is made from. */
export function sourceFingerprint() {
  const files = [...SOURCE_FILES];
  // Vite reads .env files from the project root (its envDir).
  for (const name of fs.readdirSync(root)) if (name === '.env' || name.startsWith('.env.')) files.push(name);
  for (const dir of SOURCE_DIRS) files.push(...listFiles(dir));
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file)) : '(missing)');
    hash.update('\0');
  }
  for (const [name, unset] of Object.entries(BUILD_ENV)) hash.update(`${name}=${process.env[name] || unset}\0`);
  return hash.digest('hex');
}

/** Files under `dir` (relative to the root), without node_modules, hidden folders (Vite's caches) and tests. */
function listFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(relative));
    else if (entry.isFile() && !TEST_FILE.test(entry.name)) found.push(relative);
  }
  return found;
}

/** True when dist holds a complete build of the current sources. */
export function buildIsCurrent() {
  const outputs = [path.join(root, 'dist', 'web', 'index.html'), ...Object.keys(SERVER_ENTRIES).map((name) => path.join(SERVER_OUT_DIR, `${name}.js`))];
  if (!outputs.every((file) => fs.existsSync(file))) return false;
  const recorded = fs.existsSync(FINGERPRINT_FILE) ? fs.readFileSync(FINGERPRINT_FILE, 'utf8').trim() : '';
  return recorded === sourceFingerprint();
}

/** Builds the web app and the server; throws if either fails. */
export async function build() {
  // A build that stops half-way must not look current: the fingerprint goes first and comes
  // back last, computed before the build reads the sources (an edit during the build rebuilds).
  fs.rmSync(FINGERPRINT_FILE, { force: true });
  const fingerprint = sourceFingerprint();
  const started = performance.now();
  const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const web = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (web.status !== 0) throw new Error('the web build failed (see above)');
  const webMs = performance.now() - started;
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
  fs.writeFileSync(FINGERPRINT_FILE, `${fingerprint}\n`);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(`Built dist/web (${seconds(webMs)}) and dist/server (${seconds(performance.now() - started - webMs)}).\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const mode = process.argv[2];
  if (mode !== undefined && mode !== '--if-stale' && mode !== '--check') {
    process.stderr.write('Usage: node scripts/build.mjs [--if-stale | --check]\n');
    process.exit(2);
  }
  if (mode === '--check') process.exit(buildIsCurrent() ? 0 : 1);
  if (mode === '--if-stale' && buildIsCurrent()) process.exit(0);
  try {
    await build();
  } catch (error) {
    process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
