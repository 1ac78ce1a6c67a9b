import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `engines.node` is a promise to operators: every installed dependency must
 * run on the lowest Node it allows. When a dependency bump raises its own floor, this fails and
 * names it, instead of a fresh install printing EBADENGINE on a supported Node.
 */
const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string; engines?: { node?: string } };

describe('declared Node versions', () => {
  const declared = readJson(path.join(root, 'package.json')).engines?.node ?? '';
  const lowest = semver.minVersion(declared);

  it('declares a lower bound', () => {
    expect(lowest, `engines.node "${declared}" has no lowest version`).not.toBeNull();
  });

  it("the lowest declared Node satisfies every installed dependency's engines", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    const unmet: string[] = [];
    for (const location of Object.keys(lock.packages)) {
      const manifest = path.join(root, location, 'package.json');
      // Optional packages for other platforms are listed in the lock but not installed here.
      if (!location || !fs.existsSync(manifest)) continue;
      const pkg = readJson(manifest);
      const range = pkg.engines?.node;
      if (range && lowest && !semver.satisfies(lowest, range)) unmet.push(`${pkg.name}@${pkg.version} wants node ${range}`);
    }
    expect(unmet, `Node ${lowest?.version} is declared but:`).toEqual([]);
  });
});
