// The only code that writes an application's status (with its list group): reads the application and the facts its
// guards need, and moves it from one status to another inside the caller's transaction.
import {
  consentCoversPartner,
  type GuardFacts,
  type GuardName,
  listGroupOf,
  normalizeStatus,
  type Status,
} from '@vp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications, coApplicants } from './applications.schema.ts';

export type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update'>;
export type ApplicationRow = typeof applications.$inferSelect;

/** Columns written beside a status: anything of the application but the status, its group and its version. */
export type TransitionValues = Partial<
  Omit<Record<keyof ApplicationRow, unknown>, 'status' | 'listGroup' | 'version' | 'id' | 'vendorId'>
>;

/**
 * The status and its list group, as one pair: the seed and the tests' fixtures write a status through this, so that
 * the list group can never disagree with it. Accepts the spec's other spellings (BureauNotFound).
 */
export function statusColumns(status: string): { status: Status; listGroup: number | null } {
  const known = normalizeStatus(status);
  if (!known) throw new Error(`unknown status ${status}`);
  return { status: known, listGroup: listGroupOf(known) };
}

/**
 * The guards' facts, each read by the module that owns it (financing, uploads, funding) and wired in `services.ts`;
 * inside the transition's transaction.
 */
export interface GuardFactReaders {
  programSaved(applicationId: string, tx: Executor): Promise<boolean>;
  storedUploadTypes(applicationId: string, tx: Executor): Promise<string[]>;
  latestFundingDates(
    applicationId: string,
    tx: Executor,
  ): Promise<Pick<GuardFacts, 'earliestFundingDate' | 'fundingDate'>>;
}

export function createApplicationStatusRepository(db: Db, readers: GuardFactReaders) {
  /** The customer's consent, and the co-applicant's when there is one, were given on a text naming the partner. */
  async function partnerConsent(
    row: Pick<ApplicationRow, 'id' | 'consentVersion' | 'hasCoApplicant'>,
    tx: Executor,
  ) {
    if (!consentCoversPartner(row.consentVersion)) return false;
    if (row.hasCoApplicant !== 'Yes') return true;
    const [co] = await tx
      .select({ consentVersion: coApplicants.consentVersion })
      .from(coApplicants)
      .where(eq(coApplicants.applicationId, row.id))
      .limit(1);
    return consentCoversPartner(co?.consentVersion);
  }

  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** The application, within a vendor's applications, or any vendor's when the lender or the system acts (null). */
    async findById(id: string, vendorId: number | null, tx: Executor) {
      const [row] = await tx
        .select()
        .from(applications)
        .where(
          and(eq(applications.id, id), vendorId === null ? undefined : eq(applications.vendorId, vendorId)),
        )
        .limit(1);
      return row;
    },

    /**
     * What these guards need, and only that, from the modules that own those facts (decision 036). One after the
     * other: a transaction is one connection, which runs one statement at a time (node-postgres queues a second one
     * and warns that pg 9 will refuse it).
     */
    async facts(
      row: Pick<ApplicationRow, 'id' | 'consentVersion' | 'hasCoApplicant'>,
      guards: readonly GuardName[],
      tx: Executor,
    ): Promise<GuardFacts> {
      const facts: GuardFacts = {};
      for (const guard of guards) {
        if (guard === 'programSaved') facts.programSaved = await readers.programSaved(row.id, tx);
        if (guard === 'requiredUploads') facts.uploads = await readers.storedUploadTypes(row.id, tx);
        if (guard === 'coolingOffEnded') Object.assign(facts, await readers.latestFundingDates(row.id, tx));
        if (guard === 'partnerConsent') facts.partnerConsent = await partnerConsent(row, tx);
      }
      return facts;
    },

    /**
     * Moves the application from `from` to `to` with the other values, when it is still in `from` and meets `where`;
     * undefined when another request moved it first.
     */
    async updateStatus(
      row: Pick<ApplicationRow, 'id' | 'status'>,
      to: Status,
      values: TransitionValues,
      where: SQL | undefined,
      tx: Executor,
    ) {
      const [updated] = await tx
        .update(applications)
        .set({
          ...(values as Partial<typeof applications.$inferInsert>),
          ...statusColumns(to),
          version: sql`${applications.version} + 1`,
          updated: sql`now()`,
        })
        .where(and(eq(applications.id, row.id), eq(applications.status, row.status), where))
        .returning();
      return updated;
    },
  };
}
export type ApplicationStatusRepository = ReturnType<typeof createApplicationStatusRepository>;
