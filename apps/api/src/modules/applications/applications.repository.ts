// Applications and co-applicants in the database; every method takes the vendor id where tenancy applies. The reads
// and writes live in their own repositories (answers, counts, dates of birth); this one joins them with the edits.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { createApplicationAnswersRepository } from './application-answers.repository.ts';
import { createApplicationCountsRepository } from './application-counts.repository.ts';
import { createApplicationFacts } from './application-facts.ts';
import { applications, coApplicants } from './applications.schema.ts';
import { type ListFilter, type ListOrder, searchPage, searchRows } from './applications.search.ts';
import { createDatesOfBirthRepository } from './dates-of-birth.repository.ts';
import type { Executor } from './executor.ts';

type Columns = Record<string, unknown>;

/** A consent cleared for a re-submit clears its record too: who gave it, how, when and from where. */
export const CONSENT_RECORD_CLEARED = {
  consentBy: null,
  consentChannel: null,
  consentAt: null,
  consentLanguage: null,
  consentIp: null,
  consentUserAgent: null,
};

/** The edits of an Incomplete application and its co-applicant, each on the transaction it is given. */
function createApplicationEditsRepository(db: Db) {
  const on = (executor?: Executor) => executor ?? db;
  return {
    /** Runs `work` in one transaction: a failure leaves nothing half-written. */
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    async insert(values: Columns & { vendorId: number; createdBy: number }, executor?: Executor) {
      const [row] = await on(executor)
        .insert(applications)
        .values(values as typeof applications.$inferInsert)
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Updates an Incomplete application at the given version and moves the version on; undefined when that failed. */
    async updateIncomplete(
      vendorId: number,
      id: string,
      version: number,
      values: Columns,
      executor?: Executor,
    ) {
      const [row] = await on(executor)
        .update(applications)
        .set({ ...values, version: sql`${applications.version} + 1`, updated: sql`now()` })
        .where(
          and(
            eq(applications.id, id),
            eq(applications.vendorId, vendorId),
            eq(applications.version, version),
            eq(applications.status, 'Incomplete'),
          ),
        )
        .returning();
      return row;
    },

    async findCoApplicant(applicationId: string, executor?: Executor) {
      const [row] = await on(executor)
        .select()
        .from(coApplicants)
        .where(eq(coApplicants.applicationId, applicationId))
        .limit(1);
      return row;
    },

    /**
     * The consents given again on the current text (the second look's): the application's, and the co-applicant's
     * with it, while the application is still in `status`; false when it moved meanwhile.
     */
    async recordConsent(
      applicationId: string,
      status: string,
      consentVersion: number,
      withCoApplicant: boolean,
      executor: Executor,
    ) {
      const [row] = await executor
        .update(applications)
        .set({
          creditReleaseObtained: 'Yes',
          consentVersion,
          version: sql`${applications.version} + 1`,
          updated: sql`now()`,
        })
        .where(and(eq(applications.id, applicationId), eq(applications.status, status)))
        .returning({ id: applications.id });
      if (!row) return false;
      if (withCoApplicant) {
        await executor
          .update(coApplicants)
          .set({ creditReleaseObtained: 'Yes', consentVersion, updated: sql`now()` })
          .where(eq(coApplicants.applicationId, applicationId));
      }
      return true;
    },

    /** The co-applicant's consent to ask the bureau, cleared for a re-submit (asked again, as the applicant's is). */
    async clearCoApplicantConsent(applicationId: string, executor?: Executor) {
      await on(executor)
        .update(coApplicants)
        .set({
          creditReleaseObtained: null,
          consentVersion: null,
          ...CONSENT_RECORD_CLEARED,
          updated: sql`now()`,
        })
        .where(eq(coApplicants.applicationId, applicationId));
    },

    async upsertCoApplicant(applicationId: string, values: Columns, executor?: Executor) {
      const [row] = await on(executor)
        .insert(coApplicants)
        .values({ ...values, applicationId } as typeof coApplicants.$inferInsert)
        .onConflictDoUpdate({ target: coApplicants.applicationId, set: { ...values, updated: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}

export function createApplicationsRepository(db: Db) {
  return {
    ...createApplicationAnswersRepository(db),
    ...createApplicationCountsRepository(db),
    ...createApplicationEditsRepository(db),
    ...createDatesOfBirthRepository(db),
    findForSystem: createApplicationFacts(db).findForSystem,

    /** One page of a vendor's list and the filtered total (decision 012). */
    findPageByVendor(filter: ListFilter, order: ListOrder, page: { offset: number; limit: number }) {
      return searchPage(db, filter, order, page);
    },

    /** Every row of a vendor's filtered list, as the spec's search call answers without paging. */
    findAllByVendor(filter: ListFilter, order: ListOrder) {
      return searchRows(db, filter, order);
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

/** The loan number an approval writes: the one the application has, else the next of the sequence ('C' + 7 digits). */
export function nextEdgeId() {
  return sql`coalesce(${applications.edgeId}, 'C' || nextval('edge_id_seq')::text)`;
}
