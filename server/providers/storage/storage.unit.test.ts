import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3rver } from '../../../test/s3rver.ts';
import { createFileStorage, type FileStorage } from './index.ts';

type Fixture = { storage: FileStorage; close(): Promise<void> };

const adapters: Record<string, () => Promise<Fixture>> = {
  local: async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-files-'));
    return { storage: createFileStorage(loadConfig({ DATA_DIR: dataDir })), close: () => fs.rm(dataDir, { recursive: true, force: true }) };
  },
  s3: async () => {
    const s3 = await startS3rver();
    return { storage: createFileStorage(loadConfig(s3.env)), close: s3.close };
  },
};

describe.each(Object.keys(adapters))('%s storage', (name) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await adapters[name]!();
  });
  afterAll(async () => fixture?.close());

  it('stores, reads, lists and deletes', async () => {
    const { storage } = fixture;
    expect(storage.kind).toBe(name);
    await storage.put('drawing/abc/display.jpg', Buffer.from('display'), 'image/jpeg');
    await storage.put('drawing/abc/thumb.jpg', Buffer.from('thumb'), 'image/jpeg');
    expect((await storage.read('drawing/abc/display.jpg')).toString()).toBe('display');
    expect(await storage.exists('drawing/abc/thumb.jpg')).toBe(true);
    expect(await storage.list('drawing/')).toEqual(['drawing/abc/display.jpg', 'drawing/abc/thumb.jpg']);
    await storage.delete('drawing/abc/display.jpg');
    expect(await storage.exists('drawing/abc/display.jpg')).toBe(false);
    await expect(storage.read('drawing/abc/display.jpg')).rejects.toThrow();
  });

  it('refuses keys that could escape the store', async () => {
    await expect(fixture.storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(fixture.storage.read('drawing/../../x')).rejects.toThrow(/Unsafe/);
  });
});
