#!/usr/bin/env node
// Compiles the server for production: each entry point below becomes one ES module in
// dist/server/ (our TypeScript bundled, node_modules left as imports), so `node dist/server/main.js`
// runs plain JavaScript with no TypeScript loader. `npm run build` (scripts/build.mjs) calls it
// after the web build; on its own: `node scripts/build-server.mjs`.
//
// What a bundle changes, and how the code copes (details in the files named):
// - `import.meta` in bundled code is the bundle's, dist/server/<entry>.js. Files read at run time
//   (migrations, calibration.json, the hero video, dist/web) are found from the project root,
//   server/project-root.ts, so the same code works from source and from dist; nothing is copied.
// - The measure worker thread is started from a file: it is an entry point of its own here, next
//   to the bundles that start it (server/providers/ai/local/measure/measure-pool.ts).
// - Every output sits directly in dist/server/ (no code splitting, no sub-folders), so relative
//   paths from any bundle are the same.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Output name (dist/server/<name>.js) → source. */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  worker: 'server/worker.ts',
  'measure-worker': 'server/providers/ai/local/measure/measure-worker.ts',
  'db-migrate': 'scripts/db-migrate.ts',
  'admin-grant': 'scripts/admin-grant.ts',
  'voucher-create': 'scripts/voucher-create.ts',
};

export const SERVER_OUT_DIR = path.join(root, 'dist', 'server');

export async function buildServer() {
  // Loaded here, not at the top: scripts/start.mjs reads SERVER_ENTRIES without needing esbuild.
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Dependencies stay in node_modules and load as they do from source: no surprises from
    // re-bundling packages that read their own files (PGlite's WASM, OpenCV, pino's transports).
    packages: 'external',
    // Stack traces point at the TypeScript (run with --enable-source-maps; scripts/start.mjs does).
    // The sources themselves are in the project, so the maps only carry positions.
    sourcemap: 'linked',
    sourcesContent: false,
    // Bundling renames clashing top-level names; keep class and function names as written,
    // since the log names an error by its class.
    keepNames: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServer();
  process.stdout.write(`Built the server into ${path.relative(process.cwd(), SERVER_OUT_DIR) || '.'} in ${Math.round(performance.now() - started)} ms.\n`);
}
