import { describe, expect, it, vi } from 'vitest';
import { createDraftStore, DRAFT_MAX_AGE_MS, DRAFT_VERSION, draftKeyString, type DraftKey } from './draft-store';
import { memoryDraftBackend as memoryBackend } from './draft-store-fixtures';

const week1: DraftKey = { userId: 'user-1', planId: 'plan-1', weekNumber: 1, page: 'weekly' };
type Notes = { notes: string };
const parseNotes = (value: unknown): Notes | null =>
  typeof value === 'object' && value !== null && typeof (value as Notes).notes === 'string' ? (value as Notes) : null;

function storeOver(memory = memoryBackend(), now = () => 1_000_000_000) {
  const open = vi.fn(async () => memory.backend);
  return { store: createDraftStore(open, now), open, memory };
}

describe('the draft store', () => {
  it('keeps a draft per parent, plan, week and screen until it is cleared', async () => {
    const { store } = storeOver();
    const recording = new Blob(['opus'], { type: 'audio/webm' });
    expect(await store.save(week1, { notes: 'Mia drew fingers' })).toBe(true);
    expect(await store.save({ ...week1, page: 'interactive' }, { notes: 'the session', recording })).toBe(true);

    expect(await store.load(week1, parseNotes)).toEqual({ notes: 'Mia drew fingers' });
    // Blobs come back as the very files that were kept.
    expect(await store.load({ ...week1, page: 'interactive' }, (value) => value as { recording: Blob })).toMatchObject({ recording });
    for (const other of [{ userId: 'user-2' }, { planId: 'plan-2' }, { weekNumber: 2 }]) {
      expect(await store.load({ ...week1, ...other }, parseNotes)).toBeNull();
    }

    await store.clear(week1);
    expect(await store.load(week1, parseNotes)).toBeNull();
    expect(await store.load({ ...week1, page: 'interactive' }, parseNotes)).toEqual(expect.objectContaining({ notes: 'the session' }));
  });

  it('runs its calls in order: a clear right after a save wins, and the last save is the one kept', async () => {
    const { store } = storeOver();
    void store.save(week1, { notes: 'first' });
    void store.clear(week1);
    expect(await store.load(week1, parseNotes)).toBeNull();

    void store.save(week1, { notes: 'first' });
    void store.save(week1, { notes: 'second' });
    expect(await store.load(week1, parseNotes)).toEqual({ notes: 'second' });
  });

  it('drops a draft of another shape, another version or older than a month', async () => {
    let time = 1_000_000_000;
    const { store, memory } = storeOver(memoryBackend(), () => time);
    const key = draftKeyString(week1);

    memory.records.set(key, { version: DRAFT_VERSION, savedAt: time, value: { photos: 3 } });
    expect(await store.load(week1, parseNotes)).toBeNull();
    expect(memory.records.has(key)).toBe(false);

    memory.records.set(key, { version: DRAFT_VERSION + 1, savedAt: time, value: { notes: 'from a newer app' } });
    expect(await store.load(week1, parseNotes)).toBeNull();

    memory.records.set(key, 'not a record at all');
    expect(await store.load(week1, parseNotes)).toBeNull();

    await store.save(week1, { notes: 'kept' });
    time += DRAFT_MAX_AGE_MS;
    expect(await store.load(week1, parseNotes)).toEqual({ notes: 'kept' });
    time += 1;
    expect(await store.load(week1, parseNotes)).toBeNull();
    expect(memory.records.size).toBe(0);
  });

  it('deletes the stale drafts of other weeks when it opens', async () => {
    const now = 5 * DRAFT_MAX_AGE_MS;
    const memory = memoryBackend();
    memory.records.set('old', { version: DRAFT_VERSION, savedAt: now - DRAFT_MAX_AGE_MS - 1, value: { notes: 'long ago' } });
    memory.records.set('recent', { version: DRAFT_VERSION, savedAt: now - 1_000, value: { notes: 'yesterday' } });
    const { store, open } = storeOver(memory, () => now);

    expect(await store.load(week1, parseNotes)).toBeNull();
    expect([...memory.records.keys()]).toEqual(['recent']);
    await store.save(week1, { notes: 'today' });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('without storage (a private window) finds nothing, saves nothing and never throws', async () => {
    const open = vi.fn(() => Promise.reject(new DOMException('The user denied permission to access the database.', 'InvalidStateError')));
    const store = createDraftStore(open);
    expect(await store.load(week1, parseNotes)).toBeNull();
    expect(await store.save(week1, { notes: 'lost on reload' })).toBe(false);
    await expect(store.clear(week1)).resolves.toBeUndefined();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('answers false when the disk is full and keeps working once there is room again', async () => {
    const { store, memory } = storeOver();
    await store.save(week1, { notes: 'small' });
    memory.state.failWrites = true;
    expect(await store.save(week1, { notes: 'a long recording' })).toBe(false);
    expect(await store.load(week1, parseNotes)).toEqual({ notes: 'small' });

    memory.state.failWrites = false;
    expect(await store.save(week1, { notes: 'fits now' })).toBe(true);
    expect(await store.load(week1, parseNotes)).toEqual({ notes: 'fits now' });
  });

  it('names a draft by its parts, so no plan id can reach into another one’s', () => {
    expect(draftKeyString(week1)).toBe('user-1/plan-1/1/weekly');
    expect(draftKeyString({ ...week1, planId: 'a/b' })).toBe('user-1/a%2Fb/1/weekly');
  });
});
