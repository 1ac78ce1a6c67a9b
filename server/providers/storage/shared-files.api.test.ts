import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/api-harness.ts';
import { createLocalStorage } from './local-storage.ts';
import { checkFilesShared, FILES_ID_NAME, FilesNotSharedError } from './shared-files.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});
const folder = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-shared-files-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return path.join(dir, 'files');
};

// Issue 20: processes on one PostgreSQL with a files folder each lost each other's files, silently.
describe.skipIf(!inject('postgresTemplate'))('local files with PostgreSQL', () => {
  it('start when every process uses the same folder, and refuse, saying what to do, when one uses another', async () => {
    const { database, drop } = await openTestDatabase();
    cleanups.push(drop);
    const shared = await folder();
    await Promise.all([checkFilesShared({ database, filesDir: shared }), checkFilesShared({ database, filesDir: shared })]);
    await checkFilesShared({ database, filesDir: shared });

    const own = await folder();
    const refusal = await checkFilesShared({ database, filesDir: own }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FilesNotSharedError);
    expect((refusal as Error).message).toContain(own);
    expect((refusal as Error).message).toMatch(/S3_BUCKET|Running on several machines/);
  });
});

describe('local files with the embedded database', () => {
  it('are not checked (one process owns the folder), and the folder identity is never a stored file', async () => {
    const { database, drop } = await openTestDatabase();
    cleanups.push(drop);
    if (database.kind === 'pglite') {
      const dir = await folder();
      await checkFilesShared({ database, filesDir: dir });
      await expect(fs.access(path.join(dir, FILES_ID_NAME))).rejects.toThrow();
    }
    const dir = await folder();
    await fs.mkdir(path.join(dir, 'drawing', 'a'), { recursive: true });
    await fs.writeFile(path.join(dir, FILES_ID_NAME), 'some-id');
    await fs.writeFile(path.join(dir, 'drawing', 'a', 'display.jpg'), 'x');
    expect(await createLocalStorage(dir).list()).toEqual(['drawing/a/display.jpg']);
  });
});
