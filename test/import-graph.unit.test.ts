import { describe, expect, it } from 'vitest';
import { importCycles, readImportGraph } from './import-graph.ts';

describe('the import graph', () => {
  const graph = readImportGraph();

  it('reads the whole application', () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('server/app.ts')).toContain('server/app-deps.ts');
    expect(graph.get('web/routes.ts')).toContain('web/page-props.ts');
  });

  it('has no import cycles, type-only imports included (shared types live in modules of their own)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
