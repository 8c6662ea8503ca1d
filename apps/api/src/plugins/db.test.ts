// `executeSql`, the raw SQL that pg-boss brings, answers alike on PGlite and PostgreSQL: the rows of every statement
// of a multi-statement text (pg-boss 12 reads a lock row taken before its COMMIT), and a failed text with its own
// BEGIN leaves no aborted transaction behind on PGlite's one connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, DATABASES } from '../test/test-app.ts';
import { type Database, openDatabase } from './db.ts';

describe.each(DATABASES)('executeSql on %s', (kind) => {
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (kind === 'pglite') {
      database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
      return;
    }
    const postgres = await createPostgresDatabase();
    drop = postgres.drop;
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers the rows of every statement of a text, in order', async () => {
    const { rows } = await database.executeSql(
      'begin; select 1 as lock; create temporary table t (n int); select 2 as n union all select 3; commit',
    );
    expect(rows).toEqual([{ lock: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('answers one statement with parameters as before', async () => {
    const { rows } = await database.executeSql('select $1::int + 1 as n', [41]);
    expect(rows).toEqual([{ n: 42 }]);
  });

  it('leaves no aborted transaction after a failed text with its own BEGIN', async () => {
    await expect(database.executeSql('begin; select 1 / 0; commit')).rejects.toThrow(/division by zero/);
    const { rows } = await database.executeSql('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
