import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared per database; the least recently used beyond this are closed. */
const MAX_STATEMENTS = 500;

type Statement = { name: string; paramTypes: number[] };

/** Names are unique in the process, so two clients on one PGlite never reuse each other's. */
let counter = 0;
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What Drizzle's PGlite driver calls on its client. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

type Parser = (value: string, typeId?: number) => unknown;
type Field = { name: string; dataTypeID: number };
type Message = { name: string; fields?: unknown[]; text?: string };

/**
 * PGlite's parseResults for one statement, minus its cost: it copies every known type parser (300
 * and more) into a new object for each query; this resolves each column's parser once.
 */
function toResults<T>(messages: Message[], parsers: Record<number | string, Parser>, options: QueryOptions | undefined): Results<T> {
  let fields: Field[] = [];
  let columnParsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  const asArrays = options?.rowMode === 'array';
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message.fields as Field[]).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      columnParsers = fields.map((field) => options?.parsers?.[field.dataTypeID] ?? parsers[field.dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message.fields as (string | null)[]).map((value, i) => {
        if (value === null) return null;
        const parser = columnParsers[i];
        return parser ? parser(value, fields[i]?.dataTypeID) : value;
      });
      rows.push(asArrays ? values : Object.fromEntries(values.map((value, i) => [fields[i]?.name, value])));
    } else if (message.name === 'commandComplete') {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the tag's last word is the row count when it has one.
      const parts = (message.text ?? '').split(' ');
      const command = parts[0];
      const rowCount = Number.parseInt(parts[parts.length - 1] ?? '', 10);
      const changes = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE';
      return {
        rows: rows as Results<T>['rows'],
        fields,
        command,
        affectedRows: changes ? rowCount : 0,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      };
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's own `query()` sends every statement as six separate calls into the WebAssembly
 * backend (parse, describe, bind, describe, execute, sync), and parses and plans it afresh each
 * time: about 0.7 ms for a one-row lookup, most of an authenticated request's cost on the embedded
 * database. This client prepares each distinct statement text once under a name (Parse and
 * Describe, once) and afterwards runs it with one call (Bind, Describe, Execute, Sync in one
 * message): ~0.25 ms. The results are built by PGlite's own parser, so rows, types and errors are
 * the same as `query()`'s.
 *
 * It takes PGlite's own locks: outside a transaction the transaction lock (so nothing runs inside
 * someone else's transaction, pg-boss's included) and the query lock; inside one, the query lock.
 * Prepared statements are the connection's, not the transaction's, so a rolled-back transaction
 * keeps them; one whose Parse failed is never recorded.
 */
export function withPreparedStatements(pglite: PGlite, onStatement: (text: string) => void = () => {}): PgliteClient {
  const statements = new Map<string, Statement>();
  const unused: string[] = [];

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Map order is the eviction order: the most recently used last.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `kritzel_${counter}`;
    const closing = unused.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await pglite.execProtocolStream(
      concat([...closing, serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        unused.push(oldest[1].name);
      }
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    // What PGlite's own query() says once closed: the error handler knows it as an outage.
    if (pglite.closed) throw new Error('PGlite is closed');
    onStatement(text);
    try {
      const statement = await prepare(text, options);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const type = statement.paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await pglite.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return toResults<T>(messages, pglite.parsers, options);
    } catch (error) {
      // A table changed under a prepared statement: prepare it again next time.
      if ((error as { code?: string }).code === '0A000') forget(text);
      // The same fields PGlite's own query() adds to its errors.
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    unused.push(statement.name);
  }

  const query: Query = (text, params = [], options) =>
    pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run(text, params, options, false)));

  const inTransaction = (tx: Transaction): Transaction => ({
    ...tx,
    get closed() {
      return tx.closed;
    },
    query: async (text, params = [], options) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return pglite._runExclusiveQuery(() => run(text, params, options, true));
    },
  });

  return {
    query,
    exec: (text, options) => {
      onStatement(text);
      return pglite.exec(text, options);
    },
    transaction: (callback) => pglite.transaction((tx) => callback(inTransaction(tx))),
  };
}
