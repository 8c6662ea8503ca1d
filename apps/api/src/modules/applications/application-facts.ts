// What the other modules read and write of an application's row, through the applications module (decision 036):
// the closing rules' view of it, its status, the program chosen, the lender's reads and the reconciliation's, the
// parties the contract names and the applications of a status (the funding queue). Each function runs on the
// database or on the caller's transaction, so a module's own transaction stays one.
import { and, asc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import { applications, coApplicants } from './applications.schema.ts';

type On = Pick<Db, 'select' | 'update'>;
export type ApplicationRow = typeof applications.$inferSelect;

/** What the asset and program rules read of an application. */
const closingColumns = {
  id: applications.id,
  vendorId: applications.vendorId,
  status: applications.status,
  amountApprovedCents: applications.amountApprovedCents,
  applicationType: applications.applicationType,
  /** Whose programs the deal may take: the lender's, or its second-look partner's. */
  creditor: applications.creditor,
  province: applications.province,
  country: applications.country,
};

/** What the signing reconciliation reads of an application beside its envelopes (decision 028). */
const signingColumns = {
  id: applications.id,
  vendorId: applications.vendorId,
  edgeId: applications.edgeId,
  status: applications.status,
  envelopeId: applications.envelopeId,
  amountCents: applications.amountCents,
  amountApprovedCents: applications.amountApprovedCents,
};
export type SigningFacts = { [K in keyof typeof signingColumns]: ApplicationRow[K] };

/**
 * The application's id written with its table's name: drizzle writes a one-table select's columns bare, and inside a
 * correlated subquery a bare "id" would be the subquery's own table's.
 */
const QUALIFIED_ID = sql`${sql.identifier(getTableName(applications))}.${sql.identifier('id')}`;

/** The vendor's application's closing view with `columns`, as a prepared statement named `name`. */
function preparedClosing<T extends Record<string, SQL>>(
  db: Db,
  name: string,
  columns: (applicationId: SQL) => T,
) {
  const prepared = serverPrepared(
    db
      .select({ ...closingColumns, ...columns(QUALIFIED_ID) })
      .from(applications)
      .where(
        and(
          eq(applications.id, sql.placeholder('id')),
          eq(applications.vendorId, sql.placeholder('vendorId')),
        ),
      )
      .limit(1)
      .prepare(name),
    name,
  );
  return async (vendorId: number, id: string) => (await prepared.execute({ id, vendorId }))[0];
}

/** One per database: its prepared statement has one name on a PGlite connection. */
const factsOf = new WeakMap<Db, ReturnType<typeof applicationFactsOn>>();

export function createApplicationFacts(db: Db) {
  let facts = factsOf.get(db);
  if (!facts) {
    facts = applicationFactsOn(db);
    factsOf.set(db, facts);
  }
  return facts;
}

function applicationFactsOn(db: Db) {
  // The program screen's calls read this on every request (options, payment, programs): built once, and a server-side
  // prepared statement on PGlite too, where planning the text costs more than running it (decision 024).
  const closing = preparedClosing(db, 'closing_application', () => ({}));

  return {
    /**
     * The vendor's application as the closing rules read it; `lock` holds its row until the transaction ends, so that
     * two writes of one application check their rule one after the other.
     */
    async closingApplication(vendorId: number, id: string, on: On = db, lock = false) {
      if (!lock && on === db) {
        return closing(vendorId, id);
      }
      const query = on
        .select(closingColumns)
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.vendorId, vendorId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * The closing view with other modules' columns, as one prepared statement (`name`): each column a correlated
     * subquery over the asking module's own tables, given the application's id column (the assets' count and total
     * for the program screen's reads, decision 024: one round trip where two cost PGlite a third of its rate).
     */
    closingWith<T extends Record<string, SQL>>(name: string, columns: (applicationId: SQL) => T) {
      return preparedClosing(db, name, columns);
    },

    /**
     * The application's status, whatever its vendor (an upload's signed URL is its own credential); `lock` holds the
     * row as the status writer's update does, so nothing is stored once a move out of the status has committed.
     */
    async statusOf(id: string, on: On = db, lock = false) {
      const query = on
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, id))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row?.status;
    },

    /** Spec §3's field on the application says which program was chosen, for any client reading its answer. */
    async setCreditProgram(id: string, programId: number, on: On) {
      await on.update(applications).set({ creditProgramId: programId }).where(eq(applications.id, id));
    },

    /** The application whatever its vendor: for the system's and the lender's work, never for a vendor's request. */
    async findForSystem(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      return row;
    },

    /** The applications in one status, oldest change first, whatever their vendor: the lender's queues. */
    inStatus(status: ApplicationRow['status']): Promise<ApplicationRow[]> {
      return db
        .select()
        .from(applications)
        .where(eq(applications.status, status))
        .orderBy(asc(applications.updated));
    },

    /** What the signing reconciliation reads of these applications. */
    signingFacts(ids: readonly string[], on: On = db): Promise<SigningFacts[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return on
        .select(signingColumns)
        .from(applications)
        .where(inArray(applications.id, [...ids]));
    },

    /** The same, of every application in Waiting for Signature. */
    waitingForSignature(on: On = db): Promise<SigningFacts[]> {
      return on
        .select(signingColumns)
        .from(applications)
        .where(eq(applications.status, 'Waiting for Signature'));
    },
  };
}
export type ApplicationFacts = ReturnType<typeof applicationFactsOn>;

type Reader = Pick<Db, 'select'>;

/** A person the contract names: their name, address and contact. */
export interface ContractParty {
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  postal: string | null;
  country: string | null;
  email: string | null;
  primaryPhone: string | null;
}

export interface ContractParties {
  application: ContractParty & {
    id: string;
    vendorId: number;
    edgeId: string | null;
    applicationType: string | null;
    /** Who lends: the lender, or its second-look partner (the contract names it). */
    creditor: 'lender' | 'partner';
  };
  /** The co-applicant, only when the application says it has one. */
  coApplicant: ContractParty | null;
}

const party = (table: typeof applications | typeof coApplicants) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  address1: table.address1,
  address2: table.address2,
  city: table.city,
  province: table.province,
  postal: table.postal,
  country: table.country,
  email: table.email,
  primaryPhone: table.primaryPhone,
});

/** The application and its co-applicant as the contract names them (no SIN, no date of birth), whatever the vendor. */
export async function contractParties(
  executor: Reader,
  applicationId: string,
): Promise<ContractParties | undefined> {
  const [row] = await executor
    .select({
      id: applications.id,
      vendorId: applications.vendorId,
      edgeId: applications.edgeId,
      applicationType: applications.applicationType,
      creditor: applications.creditor,
      hasCoApplicant: applications.hasCoApplicant,
      ...party(applications),
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return undefined;
  const { hasCoApplicant, ...application } = row;
  const [coApplicant] =
    hasCoApplicant === 'Yes'
      ? await executor
          .select(party(coApplicants))
          .from(coApplicants)
          .where(eq(coApplicants.applicationId, applicationId))
          .limit(1)
      : [];
  return { application, coApplicant: coApplicant ?? null };
}

/** The applications among `ids` that are in `status`, whatever the vendor (the lender's queues). */
export async function findManyInStatus(executor: Reader, status: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(applications)
    .where(and(eq(applications.status, status), inArray(applications.id, [...ids])));
}
