import path from 'node:path';

/**
 * True when this code runs from the TypeScript sources (tsx, Vitest), false when it runs from
 * the build: scripts/build-server.mjs bundles each entry point into one file in dist/server/, and
 * `import.meta` inside bundled code is the bundle's (dist/server/main.js, …), not this file's.
 */
export const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * The folder with package.json: one level up from server/project-root.ts, two from
 * dist/server/<entry>.js. The bundle holds code only; the files the server reads at run time
 * (migrations, the drawing-age calibration, the hero video, the web build in dist/web) stay where
 * they are in the project and are found from here, the same way from source and from dist.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, FROM_SOURCE ? '..' : '../..');

/** A path inside the project, e.g. fromProjectRoot('server', 'db', 'migrations'). */
export function fromProjectRoot(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
