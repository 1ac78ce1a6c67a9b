import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

/** Files under DATA_DIR/files, written atomically (temp file + rename) so a crash never leaves half a file. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data, { mode: 0o600 });
      await fs.rename(temp, target);
    },
    async read(key) {
      return fs.readFile(resolve(key));
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      return fs.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async size(key) {
      return fs.stat(resolve(key)).then(
        (stat) => (stat.isFile() ? stat.size : null),
        () => null,
      );
    },
    async lastModified(key) {
      return fs.stat(resolve(key)).then(
        (stat) => (stat.isFile() ? stat.mtime : null),
        () => null,
      );
    },
    async ping() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    // A page is cut from the whole folder's listing: local files serve one machine's families,
    // whose keys fit in memory; a store too large for that is an S3 bucket (ADR 032).
    async list(prefix = '', page) {
      const base = prefix ? path.join(root, ...prefix.split('/').filter(Boolean)) : root;
      const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const keys = entries
        // Dot files (the folder's identity, shared-files.ts) are not stored keys.
        .filter((e) => e.isFile() && !e.name.endsWith('.tmp') && !e.name.startsWith('.'))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
      return page ? keys.filter((key) => key > page.after).slice(0, page.limit) : keys;
    },
  };
}
