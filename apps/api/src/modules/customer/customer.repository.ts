// The customer links' reads and writes: the only code of the customer module that touches the database. Each write
// that spends something (a code, the link itself) is one conditional UPDATE, so two requests at once spend it once.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { customerLinks } from './customer.schema.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
export type CustomerLinkRow = typeof customerLinks.$inferSelect;
export type NewCustomerLink = typeof customerLinks.$inferInsert;

/** A link that still opens: not revoked, not used, not expired. */
const live = (now: Date) =>
  and(isNull(customerLinks.revokedAt), isNull(customerLinks.usedAt), gt(customerLinks.expiresAt, now));

/** The first opening's time, kept once written. */
const opened = (now: Date) => sql`coalesce(${customerLinks.openedAt}, ${now.toISOString()}::timestamptz)`;

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

/**
 * Revokes every link of an application still out (an application cancelled or deleted, issue 36), in the caller's
 * transaction: how many of each person's.
 */
export async function revokeApplicationLinks(
  executor: Executor,
  applicationId: string,
  now: Date,
): Promise<Map<'applicant' | 'coApplicant', number>> {
  const rows = await executor
    .update(customerLinks)
    .set({ revokedAt: now, sessionHash: null, codeHash: null })
    .where(
      and(
        eq(customerLinks.applicationId, applicationId),
        isNull(customerLinks.revokedAt),
        isNull(customerLinks.usedAt),
      ),
    )
    .returning({ person: customerLinks.person });
  const counts = new Map<'applicant' | 'coApplicant', number>();
  for (const { person } of rows) counts.set(person, (counts.get(person) ?? 0) + 1);
  return counts;
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

    /** The date of birth on file is the second factor asked: nothing is sent. */
    async askDob(id: string, now: Date) {
      await db
        .update(customerLinks)
        .set({ codeHash: null, codeChannel: 'dob', codeExpiresAt: null, openedAt: opened(now) })
        .where(eq(customerLinks.id, id));
    },

    /**
     * Writes a new one-time code when one may be sent, in one conditional UPDATE (two opens at once send one code):
     * unless `resend`, only when no code is out (never sent, spent or expired); and only under the link's limits, at
     * most `limits.max` codes and one a `limits.gapMs`. False when nothing was written (the caller reads why).
     */
    async writeCode(
      id: string,
      code: { hash: string; channel: 'email' | 'sms'; expiresAt: Date },
      request: { now: Date; resend: boolean; limits: { max: number; gapMs: number } },
    ): Promise<boolean> {
      const { now, limits } = request;
      const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
      const rows = await db
        .update(customerLinks)
        .set({
          codeHash: code.hash,
          codeChannel: code.channel,
          codeExpiresAt: code.expiresAt,
          codesSent: sql`${customerLinks.codesSent} + 1`,
          codeSentAt: now,
          openedAt: opened(now),
        })
        .where(
          and(
            eq(customerLinks.id, id),
            lt(customerLinks.codesSent, limits.max),
            or(
              isNull(customerLinks.codeSentAt),
              sql`${customerLinks.codeSentAt} <= ${at(new Date(now.getTime() - limits.gapMs))}`,
            ),
            request.resend
              ? undefined
              : or(
                  isNull(customerLinks.codeHash),
                  sql`${customerLinks.codeExpiresAt} <= ${at(now)}`,
                  sql`${customerLinks.codeChannel} is distinct from ${code.channel}`,
                ),
          ),
        )
        .returning({ id: customerLinks.id });
      return rows.length === 1;
    },

    async findById(id: string) {
      const [row] = await db.select().from(customerLinks).where(eq(customerLinks.id, id)).limit(1);
      return row;
    },

    /**
     * Reserves one of the link's attempts at a code (or a date of birth) before it is checked, in one conditional
     * UPDATE: requests at once each take one, and none past `max`. The count with this one, or undefined when none is
     * left. The session's start gives a right one back.
     */
    async reserveAttempt(id: string, max: number): Promise<number | undefined> {
      const [row] = await db
        .update(customerLinks)
        .set({ failures: sql`${customerLinks.failures} + 1` })
        .where(and(eq(customerLinks.id, id), lt(customerLinks.failures, max)))
        .returning({ failures: customerLinks.failures });
      return row?.failures;
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
          // The attempt reserved for this right code is given back: only wrong ones count.
          failures: sql`greatest(${customerLinks.failures} - 1, 0)`,
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
