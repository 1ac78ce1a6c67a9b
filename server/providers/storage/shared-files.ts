import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deploymentSettings } from '../../db/schema/index.ts';

/** The name of the folder's identity file (a dot file: never a stored key, never listed or swept). */
export const FILES_ID_NAME = '.kritzel-files-id';
const SETTING_KEY = 'local-files-id';

export class FilesNotSharedError extends Error {
  constructor(folder: string) {
    super(
      `The files folder ${folder} is not the one this database's other Kritzel processes use. ` +
        'Every process on one PostgreSQL must share its files: one folder mounted at DATA_DIR/files on every machine, or S3 (S3_BUCKET). ' +
        'See "Running on several machines" in the README. If the files were moved on purpose, copy the old folder (with its .kritzel-files-id) into place.',
    );
    this.name = 'FilesNotSharedError';
  }
}

/**
 * With PostgreSQL, other processes may serve the same parents; with local files, they must all
 * use one folder, or a drawing uploaded through one process is missing on the next and its
 * evaluation fails. The folder gets an identity once, the database remembers the first it saw,
 * and a process whose folder has another identity refuses to start. (The embedded database
 * belongs to one process, and S3 is shared by construction: nothing to check.)
 */
export async function checkFilesShared({ database, filesDir }: { database: Database; filesDir: string }): Promise<void> {
  if (database.kind !== 'postgres') return;
  const id = await folderIdentity(filesDir);
  await database.db.insert(deploymentSettings).values({ key: SETTING_KEY, value: id }).onConflictDoNothing();
  const [row] = await database.db.select({ value: deploymentSettings.value }).from(deploymentSettings).where(eq(deploymentSettings.key, SETTING_KEY));
  if (row?.value !== id) throw new FilesNotSharedError(filesDir);
}

async function folderIdentity(filesDir: string): Promise<string> {
  await fs.mkdir(filesDir, { recursive: true });
  const file = path.join(filesDir, FILES_ID_NAME);
  try {
    await fs.writeFile(file, crypto.randomUUID(), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process starting at the same moment may have created the file and not yet written it.
  for (let attempt = 0; ; attempt++) {
    const id = (await fs.readFile(file, 'utf8')).trim();
    if (id || attempt === 20) return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
