import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every `*.api.test.ts` under server/, relative to the project. */
function apiFiles(dir = path.join(root, 'server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(full);
    return entry.name.endsWith('.api.test.ts') ? [path.relative(root, full)] : [];
  });
}

// The api project runs its files without isolation (vitest.config.ts, ADR 007): a file that
// replaced a module would replace it for every file after it in the same worker.
describe('the API files, which share their worker’s modules', () => {
  it('replace no module and no global', () => {
    const files = apiFiles();
    expect(files.length).toBeGreaterThan(50);
    const replacing = files.filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(replacing).toEqual([]);
  });
});
