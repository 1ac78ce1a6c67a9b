/**
 * Issue 32: one name for each thing a parent reads about (contracts/vocabulary.ts). Reads every
 * string and piece of JSX text in the application's source — not identifiers, comments, route
 * paths or database columns, which keep their old names — and fails on the names retired.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { analyserName, SERVED_AGE_MESSAGE, SERVED_AGE_MONTHS, VOCABULARY } from '../contracts/vocabulary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['web', 'server', 'contracts'];
/** Tests, their fixtures and helpers may quote the old words to check they are gone. */
const NOT_SHOWN = /(\.test\.(ts|tsx)$|\.d\.ts$|\.fixture\.ts$|test-fixtures\.ts$|fixtures\.ts$|test-support\.ts$|test-server\.ts$)/;

/** The retired names: the estimate, the checkpoints and the analyser each have one name now. */
const RETIRED_WORDS: readonly { pattern: RegExp; use: string }[] = [
  { pattern: /cognitive[\s-]+age/i, use: `"${VOCABULARY.estimate}"` },
  { pattern: /cognitive\s+checkpoint/i, use: `"${VOCABULARY.checkpoint}" / "${VOCABULARY.checkpoints}"` },
  { pattern: /cognitive\s+(assessment|indicator)/i, use: 'what one drawing shows: lines, shapes, the drawing stage' },
  { pattern: /expert\s+analysis/i, use: 'the feedback' },
  { pattern: /\bour\s+AI\b/i, use: `"${VOCABULARY.analyser}"` },
  { pattern: /\bown\s+analyser/i, use: `"${VOCABULARY.analyser}"` },
];

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !NOT_SHOWN.test(file) && !file.includes('node_modules')),
  );
}

/** The text of every string literal, template part and JSX text in a file, with its line. */
function shownTexts(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    // An import's path is a module's name, not a word anyone reads.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = ts.isJsxText(node) ? node.getText(file) : node.text;
      texts.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.replace(/\s+/g, ' ') });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** "file:line: text" for each retired word a parent could still read. */
function retiredWordsIn(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = read(file);
    // Parsing is the slow part: only a file whose text holds a retired word at all is read closely.
    if (!RETIRED_WORDS.some(({ pattern }) => pattern.test(source))) continue;
    for (const { line, text } of shownTexts(file, source)) {
      const hit = RETIRED_WORDS.find(({ pattern }) => pattern.test(text));
      if (hit) found.push(`${file}:${line}: "${text.trim().slice(0, 100)}" → use ${hit.use}`);
    }
  }
  return found;
}

describe('one vocabulary (issue 32)', () => {
  it('names the estimate, the checkpoints, the analyser and the ages once', () => {
    expect(VOCABULARY).toMatchObject({
      estimate: 'Drawing age',
      checkpoints: 'Drawing checkpoints',
      analyser: "Kritzel's drawing analyser",
      ageSpan: '3 to 10',
    });
    expect(analyserName(false)).toBe("Kritzel's drawing analyser");
    expect(analyserName(true)).toBe("Kritzel's drawing analyser with an AI model");
    expect(SERVED_AGE_MONTHS).toEqual({ min: 36, max: 131 });
    expect(SERVED_AGE_MESSAGE).toBe('Child must be between 3 and 10 years old');
  });

  it('finds a retired word in strings and JSX text, never in identifiers, comments, paths or placeholders', () => {
    const sources: Record<string, string> = {
      'web/a.tsx': [
        "import { CognitiveAgeSummary } from './cognitive-age-summary';",
        '// Estimated cognitive age, in a comment',
        "const url = '/api/cognitive-checkpoints/' + cognitiveAge + '{{COGNITIVE_AGE}}';",
        'export const A = () => <section aria-label="Expert Analysis">',
        '  <h2>Cognitive',
        '    Checkpoints</h2>',
        '  {`${name}: Our AI says`}',
        '</section>;',
      ].join('\n'),
      'server/b.ts': "export const text = 'Everything is analysed by Kritzel\\'s own analyser.';",
    };
    const found = retiredWordsIn(Object.keys(sources), (file) => sources[file]!);
    expect(found.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual(['web/a.tsx:4', 'web/a.tsx:5', 'web/a.tsx:7', 'server/b.ts:1']);
  });

  it('leaves none of the retired names in any page, e-mail, PDF or prompt the application shows', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(400);
    expect(retiredWordsIn(files, (file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
