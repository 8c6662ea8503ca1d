// The application's hot reads (decisions 024 and 027): by id, and with its co-applicant in the columns their answers
// show, the reads asked for in one turn of the event loop sent as one prepared statement.
import { and, eq, sql } from 'drizzle-orm';
import { jsonRow } from '../../db/json-row.ts';
import { perTurn } from '../../db/per-turn.ts';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import {
  APPLICATION_ANSWER_COLUMNS,
  type ApplicationAnswerRow,
  CO_APPLICANT_ANSWER_COLUMNS,
  type CoApplicantAnswerRow,
} from './application.mapper.ts';
import { applications, coApplicants } from './applications.schema.ts';
import type { Executor } from './executor.ts';

/** What the get route reads: the application and its co-applicant, in the columns their answers show. */
export interface AnswerRows {
  application: ApplicationAnswerRow;
  coApplicant: CoApplicantAnswerRow | null;
}

/** A JSON column as the driver gives it: parsed by PGlite and node-postgres, text by any other. */
const jsonValue = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

export function createApplicationAnswersRepository(db: Db) {
  // Built once (and named prepared statements on PostgreSQL): decision 024.
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
  // Each asked (id, vendor) pair, so a vendor still reads only its own (decision 027).
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
  return {
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
  };
}
