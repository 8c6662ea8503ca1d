// The applications' rows through the domain's codec (packages/domain application/codec): answers, stored values, columns.
import {
  APPLICATION_FIELDS,
  type Application,
  type ApplicationListRow,
  type ApplicationStored,
  answerColumns,
  CO_APPLICANT_FIELDS,
  type CoApplicant,
  type CoApplicantStored,
  CREDIT_CONSENT_VERSION,
  centsToAmount,
  columnsFromStored,
  type FieldTable,
  formatApplicationReference,
  maskDob,
  sinDigits,
  storedFromColumns,
  storedFromStep,
  toAnswer,
} from '@vp/domain';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { applications, coApplicants } from './applications.schema.ts';
import type { ListRow } from './applications.search.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type CoApplicantRow = typeof coApplicants.$inferSelect;
type Insertable = Record<string, unknown>;

/** A masked SIN sent back unchanged means: keep the one on file. */
export const MASKED_SIN = /^\*{3} \*{3} \d{3}$/;

const money = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
/** The date of birth is stored encrypted (decision 023): decrypted for its owner's answer only. */
const opener = (cipher: SinCipher) => (sealed: string) => cipher.decrypt(sealed);

/** The columns the application's answer reads (the get route reads only these: decision 024), from its field table. */
export const APPLICATION_ANSWER_COLUMNS = [
  ...answerColumns(APPLICATION_FIELDS),
  // The second look's facts the get answer carries beside the fields (decision 039).
  'consentVersion',
  'creditor',
  // Who gave the consent, how and when (issue 26): the dealer sees a customer's own date of birth masked.
  'consentBy',
  'consentChannel',
  'consentAt',
] as const satisfies readonly (keyof ApplicationRow)[];
export type ApplicationAnswerRow = Pick<ApplicationRow, (typeof APPLICATION_ANSWER_COLUMNS)[number]>;

/** The application's stored values (cents, ISO dates) from its row. */
export const applicationStored = (row: ApplicationAnswerRow, cipher: SinCipher) =>
  storedFromColumns(APPLICATION_FIELDS, row, opener(cipher)) as ApplicationStored;

/** The application as the API answers it: money in dollars, dates mm/dd/yyyy, the SIN masked. */
export function toApplicationAnswer(row: ApplicationAnswerRow, cipher: SinCipher): ApplicationAnswer {
  return ownDob(row, toAnswer(APPLICATION_FIELDS, applicationStored(row, cipher)) as ApplicationAnswer);
}

/** A date of birth the customer gave on their own device is the dealer's to see by its year only (issue 26). */
function ownDob<A extends { dob: string | null }>(row: { consentBy: string | null }, answer: A): A {
  return row.consentBy === 'customer' ? { ...answer, dob: maskDob(answer.dob) } : answer;
}
export type ApplicationAnswer = Application;

/** A row of the list (spec §2 columns), with the row actions its status offers the vendor. */
export function toListRow(row: ListRow, actions: string[]): ApplicationListRow {
  return {
    id: row.id,
    created: row.created.toISOString(),
    lastName: row.lastName,
    firstName: row.firstName,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    status: row.status,
    edgeId: row.edgeId,
    reference: row.reference === null ? null : formatApplicationReference(row.reference),
    amount: money(row.amountCents),
    amountApproved: money(row.amountApprovedCents),
    rentalAmount: money(row.rentalAmountCents),
    primaryPhone: row.primaryPhone,
    address1: row.address1,
    city: row.city,
    actions,
  };
}

/** The columns the co-applicant's answer reads, from its field table. */
export const CO_APPLICANT_ANSWER_COLUMNS = [
  ...answerColumns(CO_APPLICANT_FIELDS),
  'consentVersion',
  'consentBy',
  'consentChannel',
  'consentAt',
] as const satisfies readonly (keyof CoApplicantRow)[];
export type CoApplicantAnswerRow = Pick<CoApplicantRow, (typeof CO_APPLICANT_ANSWER_COLUMNS)[number]>;

export const coApplicantStored = (row: CoApplicantAnswerRow, cipher: SinCipher) =>
  storedFromColumns(CO_APPLICANT_FIELDS, row, opener(cipher)) as CoApplicantStored;

export function toCoApplicantAnswer(row: CoApplicantAnswerRow, cipher: SinCipher): CoApplicantAnswer {
  return ownDob(row, toAnswer(CO_APPLICANT_FIELDS, coApplicantStored(row, cipher)) as CoApplicantAnswer);
}
export type CoApplicantAnswer = CoApplicant;

/**
 * Validated step data → column values, through the stored values of the field table: empty values become null, the
 * date of birth is sealed in its ISO form, the SIN sealed (or kept, when `keepSin`), a consent's tick kept with the
 * version of its text. Money is already in cents.
 */
export function toColumns(
  table: FieldTable,
  data: Record<string, unknown>,
  cipher: SinCipher,
  keepSin: boolean,
): Insertable {
  const columns = columnsFromStored(table, storedFromStep(table, data), (clear) => cipher.encrypt(clear));
  const digits = sinDigits(data);
  if (!keepSin && digits !== undefined) {
    columns.sinEncrypted = digits ? cipher.encrypt(digits) : null;
    columns.sinLast3 = digits ? digits.slice(-3) : null;
  }
  // A tick records the text it was given on: a later text (one naming a new party) is never read into an old tick.
  if (Object.hasOwn(data, 'creditReleaseObtained')) {
    columns.consentVersion = data.creditReleaseObtained === 'Yes' ? CREDIT_CONSENT_VERSION : null;
  }
  return columns;
}
