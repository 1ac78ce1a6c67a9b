#!/usr/bin/env node
// npm run dev: the API server (restarted on every change) and Vite's dev server (HMR), side
// by side with prefixed output. Open Vite's address (http://localhost:5173); it forwards
// /api to the API on PORT (3000). Ctrl-C or SIGTERM stops both; if one exits, so does the other.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const apiPort = process.env.PORT ?? '3000';
const webUrl = 'http://localhost:5173';
const color = process.stdout.isTTY;

const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  // The browser talks to Vite's origin, so that is the origin the API must accept and
  // build its links with.
  PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl,
  ...(color ? { FORCE_COLOR: '1' } : {}),
};

let stopping = false;

const children = [
  start('api', '36', [process.execPath, '--watch', '--import', 'tsx', 'server/main.ts']),
  // A fixed port: on another one the browser's Origin would not match PUBLIC_URL.
  start('web', '35', [process.execPath, viteBin, '--strictPort']),
];

function start(name, colorCode, [command, ...args]) {
  // Its own process group, so a stop reaches node --watch's child and Vite's helpers too.
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = color ? `\x1b[${colorCode}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      process.stderr.write(`${prefix}exited (${signal ?? `code ${code}`}); stopping the other process\n`);
      stop(code ?? 1);
    } else if (children.every((c) => c.exited)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  child.on('error', (error) => {
    process.stderr.write(`${prefix}could not start: ${error.message}\n`);
    stop(1);
  });
  return child;
}

function signalGroup(child, signal) {
  if (child.exited || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) signalGroup(child, 'SIGTERM');
  if (children.every((c) => c.exited)) process.exit(code);
  // The server finishes running jobs for up to ~15 s; after that, no more waiting.
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code || 1);
  }, 20_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Never leave the children behind, whatever ends this process.
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

process.stdout.write(`Kritzel dev: open ${webUrl} (API on http://localhost:${apiPort}). Ctrl-C stops both.\n`);
