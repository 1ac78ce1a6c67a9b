import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../scripts/route-preloads';
import { routes } from './routes';

describe('routeModules (the build reads the route table to announce each page’s scripts)', () => {
  it('finds every route of the table, in order, each with the page module it imports', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8');
    const found = routeModules(source);
    expect(found.map((route) => route.pattern)).toEqual(routes.map((route) => route.path));
    expect(found[0]).toEqual({ pattern: '/', module: './features/home/routes/home-page' });
    for (const { module } of found) expect(fs.existsSync(path.join(import.meta.dirname, `${module}.tsx`))).toBe(true);
  });
});
