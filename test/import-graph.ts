import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's import graph, read as text: every `import … from`, `export … from` and
 * `import('…')` of a literal path in the application's code, type-only imports included: a
 * type import ties two modules as tightly for a reader, and a lazily loaded page that imports
 * the route table back is a loop all the same.
 */
export type ImportGraph = Map<string, string[]>;

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['server', 'web', 'contracts'];
const IS_SOURCE = /\.(ts|tsx)$/;
const IS_TEST = /\.test\.(ts|tsx)$/;
const IS_DECLARATION = /\.d\.ts$/;
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string, tests: boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => IS_SOURCE.test(file) && !IS_DECLARATION.test(file) && (tests || !IS_TEST.test(file)));
}

/** The project file a specifier names, as a path from the root, or null for a package. */
function resolve(from: string, specifier: string, known: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join('web', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(ts|tsx|js)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(stem, 'index.ts'), path.join(stem, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** `tests: true` reads the tests beside the code as well (a test may tie two features together too). */
export function readImportGraph(options: { tests?: boolean } = {}): ImportGraph {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(folder, options.tests ?? false));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]
      .map((m) => resolve(file, m[1]!, known))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Groups of files that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
