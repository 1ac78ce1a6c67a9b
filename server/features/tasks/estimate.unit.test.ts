import { describe, expect, it } from 'vitest';
import { PERSON_ITEMS, SHAPE_ITEMS, type ItemResult } from '../../../contracts/tasks.ts';
import { compareTasks, estimateTask, estimateTasks, taskSources } from './estimate.ts';
import { AGE_GRID } from './norms/task-norms.ts';
import { translator } from '../../i18n/index.ts';

const en = translator('en');

/** The sheet with the first `passes` shapes passed and the rest missed, as the stop rule leaves it. */
function shapes(passes: number, overrides: Partial<Record<(typeof SHAPE_ITEMS)[number], ItemResult>> = {}) {
  return SHAPE_ITEMS.map((item, i) => ({ item, result: overrides[item] ?? (i < passes ? 'pass' : i < passes + 2 ? 'fail' : 'empty') }) as const);
}

function person(ticked: readonly (typeof PERSON_ITEMS)[number][]) {
  return PERSON_ITEMS.map((item) => ({ item, result: ticked.includes(item) ? 'pass' : 'fail' }) as const);
}

describe('estimateTask', () => {
  it('all shapes passed: a ceiling, said as "at least"', () => {
    const estimate = estimateTask({ task: 'shapes', items: shapes(9) });
    expect(estimate.ceiling).toBe(true);
    expect(estimate.floor).toBe(false);
    expect(estimate.range.max).toBe(AGE_GRID.max);
    expect(estimate.range.min).toBeGreaterThanOrEqual(60);
    expect(estimate.words).toMatch(/^at least \d+(\u00a0½)? years on this task$/);
    expect(estimate.status).toBeNull();
  });

  it('no shape passed: a floor, said as "under"', () => {
    const estimate = estimateTask({ task: 'shapes', items: shapes(0) });
    expect(estimate.floor).toBe(true);
    expect(estimate.ceiling).toBe(false);
    expect(estimate.range.min).toBe(AGE_GRID.min);
    expect(estimate.range.max).toBeLessThanOrEqual(40);
    expect(estimate.words).toMatch(/^under \d+(\u00a0½)? years on this task$/);
  });

  it('nothing ticked on the checklist counts every part as missing: a floor', () => {
    expect(estimateTask({ task: 'person', items: [] })).toEqual(estimateTask({ task: 'person', items: person([]) }));
    expect(estimateTask({ task: 'person', items: [] }).floor).toBe(true);
  });

  it('more shapes passed never gives a younger range', () => {
    const estimates = [1, 3, 5, 7, 8].map((n) => estimateTask({ task: 'shapes', items: shapes(n) }));
    for (let i = 1; i < estimates.length; i++) {
      expect(estimates[i]!.centre).toBeGreaterThan(estimates[i - 1]!.centre);
      expect(estimates[i]!.range.min).toBeGreaterThanOrEqual(estimates[i - 1]!.range.min);
    }
  });

  it('a pattern typical of about 5 ½ years lands there, and one surprising miss barely moves it', () => {
    const typical = estimateTask({ task: 'shapes', items: shapes(8) });
    expect(typical.range.min).toBeLessThanOrEqual(66);
    expect(typical.range.max).toBeGreaterThanOrEqual(66);
    const missedCircle = estimateTask({ task: 'shapes', items: shapes(8, { circle: 'fail' }) });
    expect(Math.abs(missedCircle.centre - typical.centre)).toBeLessThanOrEqual(3);
    expect(missedCircle.range.min).toBeLessThanOrEqual(66);
    expect(missedCircle.range.max).toBeGreaterThanOrEqual(66);
  });

  it("one surprising pass (an early diamond) does not make a four-year-old's pattern a ceiling", () => {
    const early = estimateTask({ task: 'shapes', items: shapes(4, { diamond: 'pass' }) });
    expect(early.ceiling).toBe(false);
    expect(early.range.max).toBeLessThan(72);
  });

  it('an empty box counts as a miss, like a failed copy', () => {
    const empty = estimateTask({ task: 'shapes', items: shapes(5, { square: 'empty' }) });
    const failed = estimateTask({ task: 'shapes', items: shapes(5, { square: 'fail' }) });
    expect(empty).toEqual(failed);
  });

  it('the centre lies inside the range', () => {
    for (const n of [0, 2, 4, 6, 9]) {
      const { centre, range } = estimateTask({ task: 'shapes', items: shapes(n) });
      expect(centre).toBeGreaterThanOrEqual(range.min);
      expect(centre).toBeLessThanOrEqual(range.max);
    }
  });

  it('refuses an item of another task', () => {
    expect(() => estimateTask({ task: 'shapes', items: [{ item: 'head', result: 'pass' }] })).toThrow(/not an item of the shapes task/);
  });
});

describe('status (ADR 018 evidence rule)', () => {
  const threeShapes = shapes(3);

  it("behind only when the whole range lies below the child's age", () => {
    const { range } = estimateTask({ task: 'shapes', items: threeShapes });
    expect(estimateTask({ task: 'shapes', items: threeShapes, childAge: range.max }).status).toBe('typical');
    expect(estimateTask({ task: 'shapes', items: threeShapes, childAge: 72 }).status).toBe('behind');
  });

  it('a shown range just below the age is not yet enough: the status needs a wider one', () => {
    const { range } = estimateTask({ task: 'shapes', items: threeShapes });
    expect(estimateTask({ task: 'shapes', items: threeShapes, childAge: range.max + 1 }).status).toBe('typical');
  });

  it('advanced only when the whole range lies above', () => {
    expect(estimateTask({ task: 'shapes', items: shapes(6), childAge: 36 }).status).toBe('advanced');
    expect(estimateTask({ task: 'shapes', items: shapes(6), childAge: 56 }).status).toBe('typical');
  });

  it('no status without an age, or at ages the norms do not cover', () => {
    expect(estimateTask({ task: 'shapes', items: shapes(0) }).status).toBeNull();
    expect(estimateTask({ task: 'shapes', items: shapes(0), childAge: 30 }).status).toBeNull();
    expect(estimateTask({ task: 'shapes', items: shapes(3), childAge: 120 }).status).toBeNull();
    expect(estimateTask({ task: 'person', items: person(['head', 'eyes', 'legs']), childAge: 120 }).status).toBe('behind');
  });
});

describe('estimateTasks', () => {
  it('both tasks together narrow the range around what each says', () => {
    const drawn = person(['head', 'eyes', 'legs', 'mouth', 'body', 'nose', 'arms']);
    const alone = [estimateTask({ task: 'shapes', items: shapes(6) }), estimateTask({ task: 'person', items: drawn })];
    const both = estimateTasks({
      tasks: [
        { task: 'shapes', items: shapes(6) },
        { task: 'person', items: drawn },
      ],
    });
    for (const one of alone) expect(both.range.max - both.range.min).toBeLessThan(one.range.max - one.range.min);
    expect(both.centre).toBeGreaterThanOrEqual(Math.min(...alone.map((e) => e.centre)) - 2);
    expect(both.centre).toBeLessThanOrEqual(Math.max(...alone.map((e) => e.centre)) + 2);
  });
});

describe('compareTasks', () => {
  it('names the shapes copied now and the one that usually comes next', () => {
    const before = { task: 'shapes', items: shapes(5) } as const;
    expect(compareTasks(before, { task: 'shapes', items: shapes(6) }, en)).toBe('Copies a square now; the diagonal cross (X) is next.');
    expect(compareTasks(before, { task: 'shapes', items: shapes(7) }, en)).toBe('Copies a square and a diagonal cross (X) now; the triangle is next.');
    expect(compareTasks(before, { task: 'shapes', items: shapes(9) }, en)).toBe('Copies every shape on the sheet now.');
  });

  it('says nothing when nothing is newly passed or the tasks differ', () => {
    expect(compareTasks({ task: 'shapes', items: shapes(5) }, { task: 'shapes', items: shapes(4) }, en)).toBeNull();
    expect(compareTasks({ task: 'shapes', items: shapes(5) }, { task: 'shapes', items: shapes(5) }, en)).toBeNull();
    expect(compareTasks({ task: 'shapes', items: shapes(0) }, { task: 'person', items: person(['head']) }, en)).toBeNull();
  });

  it('the person checklist in its own words', () => {
    const before = { task: 'person', items: person(['head', 'eyes', 'legs']) } as const;
    const after = { task: 'person', items: person(['head', 'eyes', 'legs', 'mouth', 'body']) } as const;
    expect(compareTasks(before, after, en)).toBe('Draws a mouth and a body now; a nose usually comes next.');
  });

  it('in the reader’s language, lists included', () => {
    const before = { task: 'shapes', items: shapes(4) } as const;
    const after = { task: 'shapes', items: shapes(6) } as const;
    expect(compareTasks(before, after, translator('de'))).toBe(
      'Zeichnet jetzt eine schräge Linie und ein Quadrat ab; als Nächstes kommt das schräge Kreuz (X).',
    );
    expect(compareTasks(before, after, translator('es'))).toBe('Ahora copia una línea diagonal y un cuadrado; la siguiente es la cruz diagonal (X).');
    const person3 = { task: 'person', items: person(['head', 'eyes', 'legs', 'mouth', 'body', 'nose']) } as const;
    expect(compareTasks({ task: 'person', items: person(['head']) }, person3, translator('de'))).toBe(
      'Zeichnet jetzt Augen, Beine, einen Mund, einen Körper und eine Nase; als Nächstes kommen meist Arme.',
    );
  });
});

describe('taskSources', () => {
  it('cites the published norms each task rests on, each once', () => {
    expect(taskSources('shapes').some((s) => s.startsWith('Beery'))).toBe(true);
    expect(taskSources('person').some((s) => s.startsWith('Goodenough'))).toBe(true);
    for (const task of ['shapes', 'person'] as const) expect(new Set(taskSources(task)).size).toBe(taskSources(task).length);
  });
});
