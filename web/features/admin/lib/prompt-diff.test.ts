import { describe, expect, it } from 'vitest';
import { diffLines, diffStats, foldUnchanged, type DiffLine } from './prompt-diff';

const render = (lines: DiffLine[]) => lines.map((l) => `${{ same: ' ', added: '+', removed: '-' }[l.kind]}${l.text}`);

describe('diffLines', () => {
  it('marks every line the same when nothing changed', () => {
    expect(render(diffLines('a\nb', 'a\nb'))).toEqual([' a', ' b']);
  });

  it('shows a changed line as removed then added, keeping its neighbours', () => {
    expect(render(diffLines('one\ntwo\nthree', 'one\n2\nthree'))).toEqual([' one', '-two', '+2', ' three']);
  });

  it('finds insertions and deletions in the middle', () => {
    expect(render(diffLines('a\nb\nc\nd', 'a\nc\nx\nd'))).toEqual([' a', '-b', ' c', '+x', ' d']);
  });

  it('matches the longest common run, not the first equal line', () => {
    expect(render(diffLines('x\na\nb\nc', 'a\nb\nc\nx'))).toEqual(['-x', ' a', ' b', ' c', '+x']);
  });

  it('handles an empty side', () => {
    expect(render(diffLines('', 'new'))).toEqual(['-', '+new']);
    expect(render(diffLines('old\ntext', 'old'))).toEqual([' old', '-text']);
  });

  it('stays quick and correct for a huge rewrite', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    const lines = diffLines(before, after);
    expect(diffStats(lines)).toEqual({ added: 3000, removed: 3000 });
  });
});

describe('diffStats', () => {
  it('counts added and removed lines', () => {
    expect(diffStats(diffLines('a\nb\nc', 'a\nB\nc\nd'))).toEqual({ added: 2, removed: 1 });
  });
});

describe('foldUnchanged', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');

  it('keeps two lines of context around a change and folds the rest', () => {
    const before = lines(12);
    const after = before.replace('line 6', 'LINE 6');
    const rows = foldUnchanged(diffLines(before, after));
    expect(rows).toEqual([
      { kind: 'gap', count: 4 },
      { kind: 'same', text: 'line 4' },
      { kind: 'same', text: 'line 5' },
      { kind: 'removed', text: 'line 6' },
      { kind: 'added', text: 'LINE 6' },
      { kind: 'same', text: 'line 7' },
      { kind: 'same', text: 'line 8' },
      { kind: 'gap', count: 3 },
    ]);
  });

  it('never folds a single line, and folds everything when nothing changed', () => {
    const before = lines(6);
    const rows = foldUnchanged(diffLines(before, before.replace('line 3', 'x')));
    expect(rows[0]).toEqual({ kind: 'same', text: 'line 0' });
    expect(foldUnchanged(diffLines(before, before))).toEqual([{ kind: 'gap', count: 6 }]);
  });
});
