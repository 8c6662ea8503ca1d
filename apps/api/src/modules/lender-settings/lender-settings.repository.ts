// The lender's settings row: read, and changed inside the caller's transaction with its history.
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { lenderSettings } from './lender-settings.schema.ts';

export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
type Settings = { fourEyes: boolean };

/** The defaults, when the row is not there yet (the migration writes it; a database restored without it still works). */
const DEFAULTS: Settings = { fourEyes: true };

/** The lender's settings now (the funding review's four eyes reads it through the composition root). */
export async function lenderSettingsOf(executor: Pick<Db, 'select'>): Promise<Settings> {
  const [row] = await executor
    .select({ fourEyes: lenderSettings.fourEyes })
    .from(lenderSettings)
    .where(eq(lenderSettings.id, 1));
  return row ?? DEFAULTS;
}

export function createLenderSettingsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    get: (executor: Pick<Db, 'select'> = db) => lenderSettingsOf(executor),

    /** The row locked until the transaction ends (written first when missing): one change at a time. */
    async lock(tx: Executor): Promise<Settings> {
      await tx.insert(lenderSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx
        .select({ fourEyes: lenderSettings.fourEyes })
        .from(lenderSettings)
        .where(eq(lenderSettings.id, 1))
        .for('update');
      return row ?? DEFAULTS;
    },

    async update(tx: Executor, values: Settings, at: Date): Promise<Settings> {
      const [row] = await tx
        .update(lenderSettings)
        .set({ ...values, updatedAt: at })
        .where(eq(lenderSettings.id, 1))
        .returning({ fourEyes: lenderSettings.fourEyes });
      if (!row) throw new Error('lender_settings has no row');
      return row;
    },
  };
}
export type LenderSettingsRepository = ReturnType<typeof createLenderSettingsRepository>;
