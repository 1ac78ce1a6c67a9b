import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envExample, readmeVariables } from '../scripts/env-example.mjs';
import { ENV_NAMES } from '../server/config.ts';

describe('.env.example', () => {
  it("is the README's configuration table, word for word (node scripts/env-example.mjs writes it)", () => {
    expect(fs.readFileSync('.env.example', 'utf8')).toBe(envExample());
  });

  it('lists every variable the server reads', () => {
    const listed = new Set(readmeVariables().map((row) => row.name));
    expect(ENV_NAMES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
