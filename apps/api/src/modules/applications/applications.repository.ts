// Applications and co-applicants in the database; every method takes the vendor id where tenancy applies.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { jsonRow } from '../../db/json-row.ts';
import { perTurn } from '../../db/per-turn.ts';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import { decisions } from '../decisions/decisions.schema.ts';
import {
  APPLICATION_ANSWER_COLUMNS,
  type ApplicationAnswerRow,
  CO_APPLICANT_ANSWER_COLUMNS,
  type CoApplicantAnswerRow,
} from './application.mapper.ts';
import { applications, coApplicants } from './applications.schema.ts';
import { type ListFilter, type ListOrder, searchPage, searchRows } from './applications.search.ts';

type Columns = Record<string, unknown>;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
/** A date of birth found in clear: whose (the application's applicant or co-applicant) and the ISO date. */
export interface ClearDateOfBirth {
  person: 'applicant' | 'coApplicant';
  id: string;
  dob: string;
}

/** What the get route reads: the application and its co-applicant, in the columns their answers show. */
export interface AnswerRows {
  application: ApplicationAnswerRow;
  coApplicant: CoApplicantAnswerRow | null;
}

/** A JSON column as the driver gives it: parsed by PGlite and node-postgres, text by any other. */
const jsonValue = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

export function createApplicationsRepository(db: Db) {
  const on = (executor?: Executor) => executor ?? db;
  // The hot reads, built once (and named prepared statements on PostgreSQL): decision 024.
  const ofVendor = and(
    eq(applications.id, sql.placeholder('id')),
    eq(applications.vendorId, sql.placeholder('vendorId')),
  );
  const byId = serverPrepared(
    db.select().from(applications).where(ofVendor).limit(1).prepare('application_by_id'),
    'application_by_id',
  );
  // The get route's read: only the columns its answer shows, each person as one JSON value (db/json-row.ts).
  const applicationJson = jsonRow(applications, APPLICATION_ANSWER_COLUMNS);
  const coApplicantJson = jsonRow(coApplicants, CO_APPLICANT_ANSWER_COLUMNS);
  // The reads asked for in one turn of the event loop, as one statement: each asked (id, vendor) pair, so a vendor
  // still reads only its own (decision 027).
  const withCoApplicant = serverPrepared(
    db
      .select({
        application: applicationJson.sql,
        coApplicant: sql<Record<string, unknown> | null>`case when ${coApplicants.applicationId} is null
          then null else ${coApplicantJson.sql} end`,
      })
      .from(applications)
      .leftJoin(coApplicants, eq(coApplicants.applicationId, applications.id))
      .where(
        sql`(${applications.id}, ${applications.vendorId}) in (select * from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('vendorIds')}::int[]))`,
      )
      .prepare('application_answers_with_co_applicant'),
    'application_answers_with_co_applicant',
  );
  type Asked = { vendorId: number; id: string };
  const askedKey = ({ vendorId, id }: Asked) => `${vendorId}:${id.toLowerCase()}`;
  const answers = perTurn<Asked, AnswerRows | undefined>(async (asked) => {
    const rows = await withCoApplicant.execute({
      ids: asked.map((one) => one.id),
      vendorIds: asked.map((one) => one.vendorId),
    });
    const found = new Map<string, AnswerRows>();
    for (const row of rows) {
      const application = applicationJson.decode(jsonValue(row.application));
      const coApplicant = row.coApplicant ? coApplicantJson.decode(jsonValue(row.coApplicant)) : null;
      found.set(askedKey(application), { application, coApplicant });
    }
    return asked.map((one) => found.get(askedKey(one)));
  });
  // The dashboard's counts of the vendors asking in one turn, as one statement (decision 027).
  const countsOfVendors = serverPrepared(
    db
      .select({
        vendorId: applications.vendorId,
        listGroup: applications.listGroup,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(
        and(
          sql`${applications.vendorId} = any(${sql.placeholder('vendorIds')}::int[])`,
          sql`${applications.listGroup} IS NOT NULL`,
        ),
      )
      .groupBy(applications.vendorId, applications.listGroup)
      .prepare('application_counts_of_vendors'),
    'application_counts_of_vendors',
  );
  type GroupCount = { listGroup: number; count: number };
  const counts = perTurn<number, GroupCount[]>(async (vendorIds) => {
    const rows = await countsOfVendors.execute({ vendorIds: [...new Set(vendorIds)] });
    const byVendor = new Map<number, GroupCount[]>();
    for (const row of rows) {
      const list = byVendor.get(row.vendorId) ?? [];
      list.push({ listGroup: Number(row.listGroup), count: row.count });
      byVendor.set(row.vendorId, list);
    }
    return vendorIds.map((vendorId) => byVendor.get(vendorId) ?? []);
  });
  return {
    /** Runs `work` in one transaction: a failure leaves nothing half-written. */
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /**
     * Number of listed applications per group order (the generated `list_group`), for one vendor or
     * (vendorId null: the lender) for all: the same column the list filters on, so counts and totals agree.
     */
    async countByGroup(vendorId: number | null): Promise<Array<{ listGroup: number; count: number }>> {
      if (vendorId !== null) return counts.load(vendorId);
      const rows = await db
        .select({ listGroup: applications.listGroup, count: sql<number>`count(*)::int` })
        .from(applications)
        .where(sql`${applications.listGroup} IS NOT NULL`)
        .groupBy(applications.listGroup);
      return rows.map((row) => ({ listGroup: Number(row.listGroup), count: row.count }));
    },

    /**
     * Submissions accepted but not decided yet (their job lost before it was queued, or a worker down): every
     * vendor's for the start-up sweep, one vendor's for the list's sync.
     */
    async findUndecided(vendorId?: number) {
      return db
        .select({ applicationId: applications.id, submissionId: applications.submissionId })
        .from(applications)
        .where(
          and(
            vendorId === undefined ? undefined : eq(applications.vendorId, vendorId),
            eq(applications.status, 'SubmittedToCredit'),
            isNotNull(applications.submissionId),
            sql`not exists (select 1 from ${decisions} where ${decisions.submissionId} = ${applications.submissionId})`,
          ),
        );
    },

    /** One page of a vendor's list and the filtered total (decision 012). */
    findPageByVendor(filter: ListFilter, order: ListOrder, page: { offset: number; limit: number }) {
      return searchPage(db, filter, order, page);
    },

    /** Every row of a vendor's filtered list, as the spec's search call answers without paging. */
    findAllByVendor(filter: ListFilter, order: ListOrder) {
      return searchRows(db, filter, order);
    },

    /** The application if it exists and belongs to the vendor; another vendor's answers as a missing one. */
    async findById(vendorId: number, id: string, executor?: Executor) {
      if (!executor) return (await byId.execute({ id, vendorId }))[0];
      const [row] = await executor
        .select()
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.vendorId, vendorId)))
        .limit(1);
      return row;
    },

    /**
     * The application (within the vendor's, as findById) and its co-applicant if any, in one query shared with the
     * other reads of the same turn. `id` must be a UUID (a malformed one would fail the whole batch).
     */
    findWithCoApplicant(vendorId: number, id: string): Promise<AnswerRows | undefined> {
      return answers.load({ vendorId, id });
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
     * Dates of birth still stored in clear (saved before decision 023), a batch of each table at a time: the start-up
     * conversion seals them.
     */
    async findClearDatesOfBirth(limit: number): Promise<ClearDateOfBirth[]> {
      const applicants = await db
        .select({ id: applications.id, dob: applications.legacyDob })
        .from(applications)
        .where(isNotNull(applications.legacyDob))
        .limit(limit);
      const co = await db
        .select({ id: coApplicants.applicationId, dob: coApplicants.legacyDob })
        .from(coApplicants)
        .where(isNotNull(coApplicants.legacyDob))
        .limit(limit);
      return [
        ...applicants.map((row) => ({ person: 'applicant' as const, id: row.id, dob: String(row.dob) })),
        ...co.map((row) => ({ person: 'coApplicant' as const, id: row.id, dob: String(row.dob) })),
      ];
    },

    /** Stores the sealed date of birth and empties the clear one, in one statement. */
    async sealDateOfBirth({ person, id }: ClearDateOfBirth, dobEncrypted: string) {
      if (person === 'applicant') {
        await db.update(applications).set({ dobEncrypted, legacyDob: null }).where(eq(applications.id, id));
      } else {
        await db
          .update(coApplicants)
          .set({ dobEncrypted, legacyDob: null })
          .where(eq(coApplicants.applicationId, id));
      }
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
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
