// Work to do once a transaction has committed (a metric counted, issue 38): nothing for a change that rolled back.
// The database's `transaction` (plugins/db.ts) runs what its handle collected after it commits; work given outside a
// transaction of that database (the plain handle, a nested savepoint's) runs at once.

const pending = new WeakMap<object, (() => void)[]>();

export function afterCommit(tx: object, work: () => void): void {
  const list = pending.get(tx);
  if (list) list.push(work);
  else work();
}

/** Makes `db.transaction` run the work its handle collected with afterCommit once it has committed. */
export function runAfterCommit<D extends { transaction: unknown }>(db: D): D {
  const original = (db.transaction as (...args: unknown[]) => Promise<unknown>).bind(db) as (
    work: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (db as unknown as { transaction: unknown }).transaction = async (
    work: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => {
    const collected: (() => void)[] = [];
    const result = await original((tx) => {
      pending.set(tx, collected);
      return work(tx);
    }, config);
    for (const each of collected) each();
    return result;
  };
  return db;
}
