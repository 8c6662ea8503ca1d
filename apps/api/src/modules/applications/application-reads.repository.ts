// The applications and co-applicants other modules read (decision 036), each on the executor it is given: the parties
// the contract names, and the applications of a status (the lender's funding queue).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications, coApplicants } from './applications.schema.ts';

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
