// Work given to afterCommit runs once its transaction has committed, never for one rolled back (a metric counted for
// a status change, issue 38), and at once outside a transaction.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../plugins/db.ts';
import { afterCommit } from './after-commit.ts';

describe('afterCommit on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  it('runs the work after the commit, in order, and not before', async () => {
    const done: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => done.push('first'));
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => done.push('second'));
      expect(done).toEqual([]);
    });
    expect(done).toEqual(['first', 'second']);
  });

  it('drops the work of a transaction rolled back', async () => {
    const done: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => done.push('counted'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(done).toEqual([]);
  });

  it('runs at once outside a transaction', () => {
    const done: string[] = [];
    afterCommit(database.db, () => done.push('now'));
    expect(done).toEqual(['now']);
  });
});
