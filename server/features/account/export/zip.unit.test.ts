import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createZip } from './zip.ts';

describe('createZip', () => {
  const entries = [
    { name: 'data.json', data: Buffer.from(JSON.stringify({ child: 'Jürgen', weeks: Array.from({ length: 2000 }, (_, i) => i) })) },
    { name: 'drawings/jürgen-week-01.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) },
    { name: 'recordings/empty.webm', data: Buffer.alloc(0) },
  ];

  it('writes an archive that opens entry by entry, deflating text and storing photos', () => {
    const archive = createZip(entries);
    const read = unzipSync(archive);
    expect(Object.keys(read)).toEqual(entries.map((e) => e.name));
    for (const entry of entries) expect(Buffer.from(read[entry.name]!).equals(entry.data)).toBe(true);
    // The JSON is deflated: the archive is smaller than the raw entries.
    expect(archive.length).toBeLessThan(entries.reduce((sum, e) => sum + e.data.length, 0));
  });

  it('is opened by the system unzip tool, when there is one', () => {
    const unzip = ['/usr/bin/unzip', '/bin/unzip'].find((candidate) => fs.existsSync(candidate));
    if (!unzip) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kritzel-zip-'));
    try {
      const file = path.join(dir, 'export.zip');
      fs.writeFileSync(file, createZip(entries));
      expect(execFileSync(unzip, ['-t', file]).toString()).toContain('No errors detected');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
