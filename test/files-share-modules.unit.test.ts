import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_UNIT_TESTS } from '../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every file under `dir` whose name ends with `suffix`, relative to the project. */
function filesEnding(suffix: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).flatMap((name) => (name.endsWith(suffix) ? [path.join(dir, name)] : []));
}

const replacesSomething = (file: string) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(fs.readFileSync(path.join(root, file), 'utf8'));

// The api and unit-shared projects run their files without isolation (vitest.config.ts, ADR 007):
// a file that replaced a module would replace it for every file after it in the same worker.
describe('the files that share their worker’s modules', () => {
  it('API: replace no module and no global', () => {
    const files = filesEnding('.api.test.ts', 'server');
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter(replacesSomething)).toEqual([]);
  });

  it('unit-shared: replace no module and no global; those that do are listed to run isolated', () => {
    const files = [...filesEnding('.unit.test.ts', 'server'), ...filesEnding('.test.ts', 'contracts'), ...filesEnding('.unit.test.ts', 'test')];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter(replacesSomething).sort()).toEqual([...MOCKING_UNIT_TESTS].sort());
  });
});
