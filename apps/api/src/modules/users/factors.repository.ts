// The second factor's rows (decision 053): passkeys and authenticator apps, recovery codes, the sign-in tickets and
// the WebAuthn challenges. Each single-use thing (a TOTP step, a recovery code, a ticket's attempt, a challenge) is
// taken by one conditional statement, so parallel requests on several nodes cannot use it twice.
import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { recoveryCodes, userFactors } from './factors.schema.ts';
import { vendors } from './users.schema.ts';

export type FactorRow = typeof userFactors.$inferSelect;

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string | null;
}

/** The dealership's rule for its salespeople (its vendor admin's, in Settings). */
function dealershipRule(db: Db) {
  return {
    async salespeopleNeedSecondFactor(vendorId: number): Promise<boolean> {
      const [row] = await db
        .select({ value: vendors.salespeopleNeedSecondFactor })
        .from(vendors)
        .where(eq(vendors.id, vendorId))
        .limit(1);
      return row?.value ?? false;
    },

    async setSalespeopleNeedSecondFactor(vendorId: number, value: boolean): Promise<void> {
      await db.update(vendors).set({ salespeopleNeedSecondFactor: value }).where(eq(vendors.id, vendorId));
    },
  };
}

export function createFactorsRepository(db: Db) {
  const confirmed = (userId: number) =>
    and(eq(userFactors.userId, userId), isNotNull(userFactors.confirmedAt));

  return {
    /** The user's factors in use (an app still being set up is not one). */
    list: (userId: number) =>
      db.select().from(userFactors).where(confirmed(userId)).orderBy(asc(userFactors.id)),

    async addPasskey(userId: number, passkey: NewPasskey, now: Date): Promise<FactorRow> {
      const [row] = await db
        .insert(userFactors)
        .values({ userId, kind: 'passkey', ...passkey, confirmedAt: now })
        .returning();
      if (!row) throw new Error('The passkey was not saved');
      return row;
    },

    async passkeyByCredential(credentialId: string): Promise<FactorRow | undefined> {
      const [row] = await db
        .select()
        .from(userFactors)
        .where(and(eq(userFactors.credentialId, credentialId), isNotNull(userFactors.confirmedAt)))
        .limit(1);
      return row;
    },

    /**
     * Records a passkey's use with its new signature counter. A counter that does not move forward (when the
     * authenticator keeps one) means a cloned key: refused, in the same statement that records a good one.
     */
    async usePasskey(id: number, newCount: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(userFactors)
        .set({ signCount: newCount, lastUsedAt: now })
        .where(
          and(
            eq(userFactors.id, id),
            or(
              and(eq(userFactors.signCount, 0), eq(sql`${newCount}::int`, 0)),
              lt(userFactors.signCount, newCount),
            ),
          ),
        )
        .returning({ id: userFactors.id });
      return rows.length > 0;
    },

    /** Starts an authenticator app's setup: a pending secret, replacing any earlier one not confirmed. */
    async startTotp(userId: number, secretSealed: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(userFactors)
          .where(
            and(
              eq(userFactors.userId, userId),
              eq(userFactors.kind, 'totp'),
              isNull(userFactors.confirmedAt),
            ),
          );
        await tx.insert(userFactors).values({ userId, kind: 'totp', secretSealed });
      });
    },

    async pendingTotp(userId: number): Promise<FactorRow | undefined> {
      const [row] = await db
        .select()
        .from(userFactors)
        .where(
          and(eq(userFactors.userId, userId), eq(userFactors.kind, 'totp'), isNull(userFactors.confirmedAt)),
        )
        .limit(1);
      return row;
    },

    async confirmTotp(
      id: number,
      step: number,
      name: string | null,
      now: Date,
    ): Promise<FactorRow | undefined> {
      const [row] = await db
        .update(userFactors)
        .set({ confirmedAt: now, lastStep: step, lastUsedAt: now, name })
        .where(and(eq(userFactors.id, id), isNull(userFactors.confirmedAt)))
        .returning();
      return row;
    },

    /** Takes a TOTP time step: false when this step (or a later one) was already used (a replayed code). */
    async useTotpStep(id: number, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(userFactors)
        .set({ lastStep: step, lastUsedAt: now })
        .where(and(eq(userFactors.id, id), or(isNull(userFactors.lastStep), lt(userFactors.lastStep, step))))
        .returning({ id: userFactors.id });
      return rows.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(userFactors)
        .where(and(eq(userFactors.userId, userId), eq(userFactors.id, id)))
        .returning({ id: userFactors.id });
      return rows.length > 0;
    },

    /** The user's recovery codes become these (hashes), the earlier ones void. */
    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Spends a recovery code: false when it is unknown or already used. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    ...dealershipRule(db),
  };
}
export type FactorsRepository = ReturnType<typeof createFactorsRepository>;
