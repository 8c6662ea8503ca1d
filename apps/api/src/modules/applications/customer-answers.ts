// The customer's own answers (issue 26): what the customer's link reads of an application, and the writing of what the
// customer gave on their own device (consent, SIN, date of birth, income, corrections) with the record of the consent.
// The customer module checks the answers with the domain's schemas and calls these; the rows stay this module's.
import {
  APPLICATION_FIELDS,
  CO_APPLICANT_FIELDS,
  CREDIT_CONSENT_VERSION,
  type CustomerPerson,
  type Locale,
} from '@vp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import { applicationStored, coApplicantStored, toColumns } from './application.mapper.ts';
import type { ApplicationsRepository } from './applications.repository.ts';
import { applications, coApplicants } from './applications.schema.ts';
import type { Executor } from './executor.ts';

export interface CustomerConsentRecord {
  /** Where the customer gave it: their own device by link, or the dealer's tablet handed over. */
  channel: 'link' | 'tablet';
  language: Locale;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Writes a person's columns on an application still Incomplete (the application's own version bumped, so that a
 * dealer's save at the older version fails): the applicant's row with the customer's language, or the co-applicant's.
 * False when the application is no longer Incomplete or the co-applicant does not exist.
 */
async function writePerson(
  tx: Executor,
  request: { applicationId: string; vendorId: number; person: CustomerPerson },
  columns: Record<string, unknown>,
  language: Locale,
): Promise<boolean> {
  const own = request.person === 'applicant' ? { ...columns, customerLanguage: language } : {};
  const [moved] = await tx
    .update(applications)
    .set({ ...own, version: sql`${applications.version} + 1`, updated: sql`now()` })
    .where(
      and(
        eq(applications.id, request.applicationId),
        eq(applications.vendorId, request.vendorId),
        eq(applications.status, 'Incomplete'),
      ),
    )
    .returning({ id: applications.id });
  if (!moved) return false;
  if (request.person === 'applicant') return true;
  const [co] = await tx
    .update(coApplicants)
    .set({ ...columns, updated: sql`now()` })
    .where(eq(coApplicants.applicationId, request.applicationId))
    .returning({ id: coApplicants.applicationId });
  return Boolean(co);
}

/** The consent made the customer's to give when a link goes out, and given back to the dealer when it is revoked. */
function createAwaitedConsent(cipher: SinCipher) {
  return {
    /**
     * A link is out for the person (issue 26): the consent becomes theirs to give. A dealer's tick on file is withdrawn
     * (the customer gives it on their device, with the text's version); a customer's own stays. The contact typed
     * where the link was sent, already checked, is written; the customer's language kept. False when the application
     * is no longer Incomplete or the person does not exist (nothing written).
     */
    async awaitCustomer(
      request: {
        applicationId: string;
        vendorId: number;
        person: CustomerPerson;
        channel: 'link' | 'tablet';
        contact: Record<string, unknown>;
        language: Locale;
      },
      tx: Executor,
    ): Promise<boolean> {
      const table = request.person === 'applicant' ? APPLICATION_FIELDS : CO_APPLICANT_FIELDS;
      const target = request.person === 'applicant' ? applications : coApplicants;
      const awaiting = sql`case when ${target.consentBy} = 'customer' and ${target.consentAt} is not null`;
      const columns = {
        ...toColumns(table, request.contact, cipher, false),
        creditReleaseObtained: sql`${awaiting} then ${target.creditReleaseObtained} else null end`,
        consentVersion: sql`${awaiting} then ${target.consentVersion} else null end`,
        consentBy: 'customer' as const,
        consentChannel: sql`${awaiting} then ${target.consentChannel} else ${request.channel} end`,
        consentAt: sql`${awaiting} then ${target.consentAt} else null end`,
      };
      return writePerson(tx, request, columns, request.language);
    },

    /**
     * The person's link was revoked before they answered: the consent is the dealer's to ask again (the record of a
     * customer who answered stays).
     */
    async releaseAwaited(
      request: { applicationId: string; vendorId: number; person: CustomerPerson },
      tx: Executor,
    ) {
      const target = request.person === 'applicant' ? applications : coApplicants;
      const key = request.person === 'applicant' ? applications.id : coApplicants.applicationId;
      const owned = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, request.applicationId), eq(applications.vendorId, request.vendorId)));
      if (owned.length === 0) return;
      await tx
        .update(target)
        .set({ consentBy: null, consentChannel: null, updated: sql`now()` })
        .where(
          and(eq(key, request.applicationId), eq(target.consentBy, 'customer'), isNull(target.consentAt)),
        );
    },
  };
}

export function createCustomerAnswers({
  applications: repository,
  cipher,
}: {
  applications: ApplicationsRepository;
  cipher: SinCipher;
}) {
  return {
    transaction: repository.transaction,
    ...createAwaitedConsent(cipher),

    /**
     * Locks the application's row (within its vendor) until the caller's transaction ends: the customer module's
     * writes of one application's links take turns behind it, and behind a status change, which writes the row first
     * too (issue 36). False when there is no such application.
     */
    async lock(applicationId: string, vendorId: number, tx: Executor): Promise<boolean> {
      const rows = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.vendorId, vendorId)))
        .for('update');
      return rows.length === 1;
    },

    /** The application's reference and status, in the caller's transaction (the consent's webhook, decision 058). */
    async referenceAndStatus(
      applicationId: string,
      tx: Pick<Executor, 'select'>,
    ): Promise<{ reference: number | null; status: string } | undefined> {
      const [row] = await tx
        .select({ reference: applications.reference, status: applications.status })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .limit(1);
      return row;
    },

    /** The application's status (within its vendor): a link of a cancelled or deleted one no longer opens. */
    async status(vendorId: number, applicationId: string): Promise<string | undefined> {
      const row = await repository.findForSystem(applicationId);
      return row?.vendorId === vendorId ? row.status : undefined;
    },

    /** The application of a link (within its vendor) and its co-applicant, as stored values (dates ISO, cents). */
    async read(vendorId: number, applicationId: string) {
      const found = await repository.findWithCoApplicant(vendorId, applicationId);
      if (!found) return undefined;
      const { application: row, coApplicant: co } = found;
      const consentOf = (owner: { consentBy: string | null; consentChannel: string | null } | null) =>
        owner ? { by: owner.consentBy, channel: owner.consentChannel } : null;
      return {
        status: row.status,
        hasCoApplicant: row.hasCoApplicant === 'Yes',
        /** Who gave each person's consent and how: a customer who answered by link signs from their page too. */
        consent: { applicant: consentOf(row), coApplicant: consentOf(co) },
        sinLast3: row.sinLast3,
        applicant: applicationStored(row, cipher),
        coApplicant: co ? { ...coApplicantStored(co, cipher), sinLast3: co.sinLast3 } : null,
      };
    },

    /**
     * Writes the customer's checked answers and their consent's record on an application still Incomplete, in the
     * caller's transaction; false when it is no longer Incomplete (nothing written).
     */
    async record(
      request: {
        applicationId: string;
        vendorId: number;
        person: CustomerPerson;
        data: Record<string, unknown>;
        consent: CustomerConsentRecord;
      },
      tx: Executor,
    ): Promise<boolean> {
      const table = request.person === 'applicant' ? APPLICATION_FIELDS : CO_APPLICANT_FIELDS;
      const columns = {
        ...toColumns(table, request.data, cipher, false),
        consentVersion: CREDIT_CONSENT_VERSION,
        consentBy: 'customer' as const,
        consentChannel: request.consent.channel,
        consentAt: request.consent.at,
        consentLanguage: request.consent.language,
        consentIp: request.consent.ip,
        consentUserAgent: request.consent.userAgent,
      };
      return writePerson(tx, request, columns, request.consent.language);
    },
  };
}
export type CustomerAnswers = ReturnType<typeof createCustomerAnswers>;
