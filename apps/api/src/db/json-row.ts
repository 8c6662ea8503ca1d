// Some of a table's columns read as one JSON value (decision 024). Every column of a result costs PGlite a field to
// describe, format and parse on each call: the application and its co-applicant (76 columns) took 1.0–1.5 ms a read
// against 0.35–0.6 ms for the same values in one `json_build_object`. The values come back as drizzle maps them:
// each column's own mapping runs on its JSON value (a timestamp's text becomes a Date, a bigint's number stays one),
// and numerics travel as text, as drizzle returns them.
import { Column, getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { PgNumeric, type PgTable } from 'drizzle-orm/pg-core';

/** json_build_object takes at most 100 arguments: 50 columns a call; more are read as two objects joined. */
const MAX_COLUMNS = 50;
/** The most this reader takes: two calls, joined as jsonb (a table read whole belongs in a plain select). */
const MAX_KEYS = 2 * MAX_COLUMNS;

export function jsonRow<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  table: T,
  keys: readonly K[],
) {
  const columns = getTableColumns(table);
  if (keys.length > MAX_KEYS) throw new Error(`jsonRow: ${keys.length} columns, at most ${MAX_KEYS}`);
  const parts = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`jsonRow: no column ${key}`);
    // Keys are the schema's own property names (identifiers), never input.
    const value = is(column, PgNumeric) ? sql`${column}::text` : sql`${column}`;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  // Only the columns whose driver mapping changes a JSON value (a timestamp's text, a bigint's text) are mapped; the
  // others (text, booleans, integers) are already what drizzle would give. Decided once, from the columns' own classes.
  const mapped = keys
    .map((key) => [key, columns[key]] as const)
    .filter(([, column]) => column && column.mapFromDriverValue !== Column.prototype.mapFromDriverValue);
  const object = (some: SQL[]) => sql`json_build_object(${sql.join(some, sql`, `)})`;
  const built =
    parts.length <= MAX_COLUMNS
      ? object(parts)
      : sql`(${object(parts.slice(0, MAX_COLUMNS))}::jsonb || ${object(parts.slice(MAX_COLUMNS))}::jsonb)`;
  return {
    sql: built as SQL<Record<string, unknown>>,
    /**
     * The JSON value back as the columns' values, mapped as drizzle maps them, in place: the parsed object becomes the
     * row (json_build_object writes every key, a NULL as null).
     */
    decode(json: Record<string, unknown>): Pick<T['$inferSelect'], K> {
      for (const [key, column] of mapped) {
        const value = json[key];
        if (value !== null && value !== undefined) json[key] = column?.mapFromDriverValue(value);
      }
      return json as Pick<T['$inferSelect'], K>;
    },
  };
}
