/**
 * Unsent work — a week's photos, a session's recordings, the parent's notes — kept in the
 * browser until it is submitted, so a reload, a closed tab or an accidental "back" loses
 * nothing. IndexedDB, because it keeps Blobs and Files as they are and holds far more than
 * localStorage's few megabytes of strings.
 *
 * The store never throws: when the browser refuses storage (a private window, a full disk) a
 * load finds nothing and a save answers false, and the page carries on without drafts.
 */

/** Which screen a draft belongs to. */
export type DraftPage = 'weekly' | 'interactive';

/** One draft per parent, plan, week and screen. */
export interface DraftKey {
  userId: string;
  planId: string;
  weekNumber: number;
  page: DraftPage;
}

/** Where the records live: IndexedDB in the browser (openIndexedDbBackend), a Map in tests. */
export interface DraftBackend {
  get(key: string): Promise<unknown>;
  put(key: string, record: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every record for which `stale` answers true. */
  deleteWhere(stale: (record: unknown) => boolean): Promise<void>;
}

export interface DraftStore {
  /** The draft kept under `key`, or null: none, too old, of another shape, or no storage. */
  load<T>(key: DraftKey, parse: (value: unknown) => T | null): Promise<T | null>;
  /** Keeps `value` under `key`; false when the browser would not store it. */
  save<T>(key: DraftKey, value: T): Promise<boolean>;
  /** Forgets the draft under `key` (it was submitted or discarded). */
  clear(key: DraftKey): Promise<void>;
}

/** Bumped when a stored draft's shape changes: older records are then dropped, not misread. */
export const DRAFT_VERSION = 1;

/** A draft nobody came back to in a month is deleted: a week's work is long sent or started afresh by then. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface DraftRecord {
  version: number;
  savedAt: number;
  value: unknown;
}

export function draftKeyString({ userId, planId, weekNumber, page }: DraftKey): string {
  return [userId, planId, String(weekNumber), page].map(encodeURIComponent).join('/');
}

function isDraftRecord(record: unknown): record is DraftRecord {
  if (typeof record !== 'object' || record === null) return false;
  const { version, savedAt } = record as Partial<DraftRecord>;
  return typeof version === 'number' && typeof savedAt === 'number' && 'value' in record;
}

/**
 * A draft store over `openBackend`, opened on first use (a page without drafts never touches
 * storage). Its calls run one after another, so a clear that follows a save lands after it.
 */
export function createDraftStore(openBackend: () => Promise<DraftBackend>, now: () => number = Date.now): DraftStore {
  let opened: Promise<DraftBackend | null> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const isStale = (record: unknown) => !isDraftRecord(record) || record.version !== DRAFT_VERSION || now() - record.savedAt > DRAFT_MAX_AGE_MS;

  function backend(): Promise<DraftBackend | null> {
    opened ??= openBackend().then(
      (ready) => {
        // Old drafts of other weeks go when the store opens; failing that costs nothing.
        ready.deleteWhere(isStale).catch(() => undefined);
        return ready;
      },
      () => null,
    );
    return opened;
  }

  function inTurn<T>(work: (ready: DraftBackend) => Promise<T>, otherwise: T): Promise<T> {
    const run = async () => {
      const ready = await backend();
      if (!ready) return otherwise;
      try {
        return await work(ready);
      } catch {
        return otherwise;
      }
    };
    const result = queue.then(run, run);
    queue = result;
    return result;
  }

  return {
    load<T>(key: DraftKey, parse: (value: unknown) => T | null) {
      const id = draftKeyString(key);
      return inTurn(async (ready) => {
        const record = await ready.get(id);
        if (record === undefined) return null;
        const value = isStale(record) ? null : parse((record as DraftRecord).value);
        if (value === null) await ready.delete(id);
        return value;
      }, null);
    },
    save<T>(key: DraftKey, value: T) {
      const record: DraftRecord = { version: DRAFT_VERSION, savedAt: now(), value };
      return inTurn(async (ready) => {
        await ready.put(draftKeyString(key), record);
        return true;
      }, false);
    },
    clear(key: DraftKey) {
      return inTurn((ready) => ready.delete(draftKeyString(key)), undefined);
    },
  };
}

export const DRAFT_DATABASE = 'kritzel-drafts';
export const DRAFT_OBJECT_STORE = 'drafts';
/** Some browsers never answer an open in a private window: after this long the page goes on without drafts. */
const OPEN_TIMEOUT_MS = 3_000;

/** The browser's IndexedDB as a draft backend; rejects when there is none or it will not open. */
export function openIndexedDbBackend(): Promise<DraftBackend> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error('IndexedDB is not available'));
    };
    try {
      const request = indexedDB.open(DRAFT_DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(DRAFT_OBJECT_STORE);
      request.onerror = () => fail(request.error);
      request.onsuccess = () => {
        clearTimeout(timer);
        const db = request.result;
        // A newer tab upgrading the database must not wait for this one.
        db.onversionchange = () => db.close();
        resolve(indexedDbBackend(db));
      };
    } catch (error) {
      // No indexedDB at all, or a browser that throws on open in a private window.
      fail(error);
    }
  });
}

function indexedDbBackend(db: IDBDatabase): DraftBackend {
  /** One transaction; resolves with the request's result once it has committed. */
  function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(DRAFT_OBJECT_STORE, mode);
      const request = work(transaction.objectStore(DRAFT_OBJECT_STORE));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      // A full disk shows up here, as an aborted transaction with a QuotaExceededError.
      transaction.onabort = () => reject(transaction.error ?? new Error('The draft was not stored'));
    });
  }

  return {
    get: (key) => transact('readonly', (store) => store.get(key)),
    put: async (key, record) => {
      await transact('readwrite', (store) => store.put(record, key));
    },
    delete: async (key) => {
      await transact('readwrite', (store) => store.delete(key));
    },
    deleteWhere: async (stale) => {
      await transact('readwrite', (store) => {
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          if (stale(at.value)) at.delete();
          at.continue();
        };
      });
    },
  };
}

/** The app's draft store. */
export const draftStore = createDraftStore(openIndexedDbBackend);

/**
 * Forgets every draft in this browser (signing out): on a shared computer the next person must
 * not find a child's photos and recordings. Never throws and never waits long: signing out goes on.
 */
export function forgetAllDrafts(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 1_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const request = indexedDB.deleteDatabase(DRAFT_DATABASE);
      request.onsuccess = done;
      request.onerror = done;
      request.onblocked = done;
    } catch {
      done();
    }
  });
}
