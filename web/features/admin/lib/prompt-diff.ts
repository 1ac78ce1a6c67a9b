export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * Beyond this many cells the full comparison would stall the page (prompts may be 20,000
 * characters); the changed middle is then shown as removed-then-added, which is still true.
 */
const MAX_CELLS = 4_000_000;

/**
 * A line diff from `before` to `after` (longest common subsequence of lines). Common lines at
 * both ends are matched first, so a typical one-line edit costs almost nothing.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const same = (lines: string[]): DiffLine[] => lines.map((text) => ({ kind: 'same', text }));
  return [...same(a.slice(0, start)), ...diffMiddle(a.slice(start, endA), b.slice(start, endB)), ...same(a.slice(endA))];
}

function diffMiddle(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length * b.length > MAX_CELLS) return [...a.map(removed), ...b.map(added)];

  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
      out.push(removed(a[i++]!));
    } else {
      out.push(added(b[j++]!));
    }
  }
  return [...out, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}

/** How many lines a diff adds and removes, for its summary line. */
export function diffStats(lines: DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((l) => l.kind === 'added').length,
    removed: lines.filter((l) => l.kind === 'removed').length,
  };
}

export type DiffRow = DiffLine | { kind: 'gap'; count: number };

/**
 * Long unchanged stretches fold into one "n unchanged lines" row, keeping `context` lines
 * around every change, so the eye lands on what differs.
 */
export function foldUnchanged(lines: DiffLine[], context = 2): DiffRow[] {
  const shown = lines.map(() => false);
  lines.forEach((line, i) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k++) shown[k] = true;
  });
  const rows: DiffRow[] = [];
  let i = 0;
  while (i < lines.length) {
    if (shown[i]) {
      rows.push(lines[i]!);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && !shown[end]) end++;
    // Folding a single line saves nothing: show it instead.
    if (end - i === 1) rows.push(lines[i]!);
    else rows.push({ kind: 'gap', count: end - i });
    i = end;
  }
  return rows;
}
