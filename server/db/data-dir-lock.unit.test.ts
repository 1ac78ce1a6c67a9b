import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-lock-'));
  dirs.push(dir);
  return dir;
};

it('refuses a second owner while another live process holds the folder', async () => {
  const dir = await tempDir();
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    await fs.writeFile(path.join(dir, 'kritzel.lock'), String(holder.pid));
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/in use by another Kritzel process/);
  } finally {
    holder.kill();
  }
});

it('takes over a lock left by a process that no longer runs, and releases it', async () => {
  const dir = await tempDir();
  await fs.writeFile(path.join(dir, 'kritzel.lock'), '999999999');
  const lock = await acquireDataDirLock(dir);
  expect(await fs.readFile(path.join(dir, 'kritzel.lock'), 'utf8')).toBe(String(process.pid));
  await lock.release();
  await expect(fs.access(path.join(dir, 'kritzel.lock'))).rejects.toThrow();
});
