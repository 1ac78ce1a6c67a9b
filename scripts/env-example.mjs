#!/usr/bin/env node
// .env.example, made from the README's configuration table so the two never disagree:
//
//   node scripts/env-example.mjs           write .env.example
//   node scripts/env-example.mjs --check   exit 1 if .env.example is not what the README says
//
// `npm start` reads `.env` when there is one (scripts/start.mjs); variables already set in the
// environment win over the file.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const EXAMPLE = path.join(root, '.env.example');

/** The README's `| variable | default | what it does |` rows: one entry per variable named in the first cell. */
export function readmeVariables(readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')) {
  const section = readme.split('\n## Configuration')[1]?.split('\n## ')[0] ?? '';
  const rows = [];
  for (const line of section.split('\n')) {
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length !== 3 || !cells[0].startsWith('`')) continue;
    for (const [, name] of cells[0].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) rows.push({ name, fallback: plain(cells[1]), text: plain(cells[2]) });
  }
  return rows;
}

/** Markdown to plain words: links keep their text, code loses its backticks. */
function plain(markdown) {
  return markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replaceAll('`', '');
}

export function envExample(rows = readmeVariables()) {
  const head = [
    '# Kritzel reads these environment variables (README.md, "Configuration"). `npm start` and the',
    '# other npm scripts also read them from a file named .env in this folder: copy this file to .env',
    '# and uncomment what you change. Variables set in the environment win over the file.',
    '# Every variable is optional on one machine: unset ones fall back to the embedded defaults.',
    '',
  ];
  const body = rows.flatMap(({ name, fallback, text }) => [`# ${text}`, `# Default: ${fallback}`, `# ${name}=`, '']);
  return [...head, ...body].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = envExample();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(EXAMPLE) ? fs.readFileSync(EXAMPLE, 'utf8') : '';
    if (current !== wanted) {
      process.stderr.write(".env.example differs from the README's configuration table: run `node scripts/env-example.mjs`.\n");
      process.exit(1);
    }
  } else {
    fs.writeFileSync(EXAMPLE, wanted);
    process.stdout.write(`Wrote .env.example (${readmeVariables().length} variables).\n`);
  }
}
