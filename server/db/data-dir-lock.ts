import fs from 'node:fs/promises';
import path from 'node:path';

export type DataDirLock = { release(): Promise<void> };

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another Kritzel process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR elsewhere, or use DATABASE_URL for a shared PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite is a single-process database: two processes opening the same folder would corrupt
 * it. A lock file holding the owner's pid makes the second one refuse with a clear message.
 * A lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'kritzel.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return {
        async release() {
          const owner = await readOwner(lockPath);
          if (owner === process.pid) await fs.rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

async function readOwner(lockPath: string): Promise<number | null> {
  const text = await fs.readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
