import pg from 'pg';
import { createTableWrites, type TableWrites } from './table-writes.ts';

/** The channel migration 0016's triggers notify, with the changed table's name as the payload. */
const CHANNEL = 'kritzel_session_writes';
/** The tables whose triggers announce updates and deletes (inserts change nothing a cache holds). */
export const ANNOUNCED_TABLES: readonly string[] = ['sessions', 'users'];
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * PostgreSQL's TableWrites. This process's own statements are seen before they run (`seen`, as
 * on the embedded database), so its own sign-out takes effect on its next request; the writes of
 * every other process, the CLI or psql are heard from the tables' triggers (migration 0016) on a
 * connection of its own. PostgreSQL delivers a notification when its transaction commits, so a
 * listener never hears of a change before it could read it. While that connection is down nothing can be heard: `watching()` is
 * false, every listener is called once (what changed meanwhile is unknown), and it reconnects
 * with back-off. It connects only when the first listener registers, so a process that caches
 * nothing (the worker, a CLI) holds no extra connection.
 */
export function announcedWrites(url: string, onConnectionError: (error: Error) => void): TableWrites & { seen(text: string): void; close(): Promise<void> } {
  const local = createTableWrites();
  const watchers: { tables: ReadonlySet<string>; listener: () => void }[] = [];
  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const announce = (table?: string) => {
    for (const watcher of watchers) if (!table || watcher.tables.has(table)) watcher.listener();
  };

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = null;
    listening = false;
    announce();
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect() {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
    current = client;
    client.on('notification', (message) => announce(message.payload));
    client.on('error', (error) => {
      onConnectionError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onConnectionError(error instanceof Error ? error : new Error(String(error)));
      lost(client);
      return;
    }
    if (current !== client) return;
    if (closed) {
      current = null;
      await client.end().catch(() => {});
      return;
    }
    listening = true;
    retryMs = FIRST_RETRY_MS;
  }

  return {
    onWrite(tables, listener) {
      const unannounced = tables.filter((table) => !ANNOUNCED_TABLES.includes(table));
      if (unannounced.length > 0) throw new Error(`No trigger announces writes to ${unannounced.join(', ')} (migration 0016)`);
      local.onWrite(tables, listener);
      watchers.push({ tables: new Set(tables), listener });
      if (!current && !retry && !closed) void connect();
    },
    seen: local.seen,
    watching: () => listening,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
