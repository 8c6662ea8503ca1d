// The customer links' reads and writes: the only code of the customer module that touches the database. Each write
// that spends something (a code, the link itself) is one conditional UPDATE, so two requests at once spend it once.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { customerLinks } from './customer.schema.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
export type CustomerLinkRow = typeof customerLinks.$inferSelect;
export type NewCustomerLink = typeof customerLinks.$inferInsert;

/** A link that still opens: not revoked, not used, not expired. */
const live = (now: Date) =>
  and(isNull(customerLinks.revokedAt), isNull(customerLinks.usedAt), gt(customerLinks.expiresAt, now));

/**
 * Revokes every live link of the vendor's applications (the lender suspended the dealership, issue 35), in the
 * caller's transaction; the number revoked. A customer's page already open ends with its link (its session cleared).
 */
export async function revokeVendorLinks(executor: Executor, vendorId: number, now: Date): Promise<number> {
  const rows = await executor
    .update(customerLinks)
    .set({ revokedAt: now, sessionHash: null, codeHash: null })
    .where(and(eq(customerLinks.vendorId, vendorId), live(now)))
    .returning({ id: customerLinks.id });
  return rows.length;
}

export function createCustomerRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** Revokes the person's live links of an application; the number revoked. */
    async revokeLive(
      applicationId: string,
      person: 'applicant' | 'coApplicant',
      now: Date,
      executor: Executor = db,
    ) {
      const rows = await executor
        .update(customerLinks)
        .set({ revokedAt: now, sessionHash: null, codeHash: null })
        .where(
          and(eq(customerLinks.applicationId, applicationId), eq(customerLinks.person, person), live(now)),
        )
        .returning({ id: customerLinks.id });
      return rows.length;
    },

    async insert(row: NewCustomerLink, executor: Executor = db) {
      await executor.insert(customerLinks).values(row);
    },

    async findLiveByToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(customerLinks)
        .where(and(eq(customerLinks.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row;
    },

    async findLiveBySession(sessionHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(customerLinks)
        .where(
          and(eq(customerLinks.sessionHash, sessionHash), gt(customerLinks.sessionExpiresAt, now), live(now)),
        )
        .limit(1);
      return row;
    },

    async setCode(
      id: string,
      code: { hash: string | null; channel: 'email' | 'sms' | 'dob'; expiresAt: Date | null },
      now: Date,
    ) {
      await db
        .update(customerLinks)
        .set({
          codeHash: code.hash,
          codeChannel: code.channel,
          codeExpiresAt: code.expiresAt,
          openedAt: sql`coalesce(${customerLinks.openedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(customerLinks.id, id));
    },

    /** Counts a wrong code on the link; the count after it. */
    async recordFailure(id: string): Promise<number> {
      const [row] = await db
        .update(customerLinks)
        .set({ failures: sql`${customerLinks.failures} + 1` })
        .where(eq(customerLinks.id, id))
        .returning({ failures: customerLinks.failures });
      return row?.failures ?? 0;
    },

    /** Spends the code (once) and starts the customer's session; false when another request spent it first. */
    async startSession(id: string, codeHash: string | null, session: { hash: string; expiresAt: Date }) {
      const rows = await db
        .update(customerLinks)
        .set({
          sessionHash: session.hash,
          sessionExpiresAt: session.expiresAt,
          codeHash: null,
          codeExpiresAt: null,
        })
        .where(
          and(
            eq(customerLinks.id, id),
            codeHash === null ? isNull(customerLinks.codeHash) : eq(customerLinks.codeHash, codeHash),
          ),
        )
        .returning({ id: customerLinks.id });
      return rows.length === 1;
    },

    /** Marks the link used (its one submit), in the submit's transaction; false when it was used or revoked already. */
    async markUsed(id: string, now: Date, executor: Executor) {
      const rows = await executor
        .update(customerLinks)
        .set({ usedAt: now, sessionHash: null })
        .where(and(eq(customerLinks.id, id), live(now)))
        .returning({ id: customerLinks.id });
      return rows.length === 1;
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
