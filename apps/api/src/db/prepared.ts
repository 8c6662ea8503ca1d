// The hot queries as server-side prepared statements on both databases (decision 024).
// On PostgreSQL, drizzle's `.prepare(name)` already names the statement: node-postgres parses it once per connection.
// PGlite's `query()` parses and plans the text on every call (its extended protocol has no named statements through
// drizzle), which costs more than the query itself in WASM. So on PGlite the statement is PREPAREd once and then run
// as `EXECUTE name(literal, ...)` through `exec()` (the simple protocol: EXECUTE takes no bind parameters), with each
// value written as a quoted literal. drizzle maps the rows as before: only its client's `query` is redirected.
import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';

/** A value as a PostgreSQL literal (standard_conforming_strings is on: a quote is the only character to double). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new TypeError('NUL in a string');
    return `'${value.replaceAll("'", "''")}'`;
  }
  if (Array.isArray(value)) return sqlLiteral(arrayText(value));
  throw new TypeError(`no literal for a ${typeof value}`);
}

/**
 * A one-dimensional array in PostgreSQL's array text ('{"a","b",NULL}'), the statement's cast giving its type:
 * every element quoted, a quote or backslash inside escaped by a backslash.
 */
function arrayText(values: readonly unknown[]): string {
  const elements = values.map((element) => {
    if (element === null || element === undefined) return 'NULL';
    if (typeof element === 'number' && Number.isFinite(element)) return String(element);
    if (typeof element === 'string') return `"${element.replace(/["\\]/g, '\\$&')}"`;
    throw new TypeError(`no array element for a ${typeof element}`);
  });
  return `{${elements.join(',')}}`;
}

interface QueryClient {
  query(text: string, params: unknown[], options: unknown): Promise<unknown>;
}

/**
 * Makes a drizzle prepared query (`.prepare(name)`, with `sql.placeholder` values) a server-side prepared statement
 * on PGlite too; on PostgreSQL it is returned as it is. Its SQL must use each placeholder once per `$n`.
 */
export function serverPrepared<T>(prepared: T, name: string): T {
  if (!is(prepared, PglitePreparedQuery)) return prepared;
  const query = prepared as unknown as { client: PGlite; queryString: string };
  const client = query.client;
  const text = query.queryString;
  let ready: Promise<unknown> | undefined;
  const shim: QueryClient = {
    async query(_text, params, options) {
      ready ??= client.exec(`prepare ${name} as ${text}`).catch((err) => {
        ready = undefined;
        throw err;
      });
      await ready;
      const args = params.length > 0 ? `(${params.map(sqlLiteral).join(', ')})` : '';
      const results = await client.exec(`execute ${name}${args}`, options as Parameters<PGlite['exec']>[1]);
      const last = results.at(-1);
      if (!last) throw new Error(`execute ${name} answered no result`);
      return last;
    },
  };
  (query as unknown as { client: QueryClient }).client = shim;
  return prepared;
}
