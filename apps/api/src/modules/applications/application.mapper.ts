// Converts between stored rows (cents, ISO dates, encrypted SIN and date of birth) and the API's answers and step data.
import {
  type ApplicationListRow,
  centsToAmount,
  formatApplicationReference,
  formatUsDate,
  fromIsoDate,
  parseUsDate,
  toIsoDate,
} from '@vp/domain';
import { maskSin, type SinCipher } from '../../lib/sin-cipher.ts';
import type { applications, coApplicants } from './applications.schema.ts';
import type { ListRow } from './applications.search.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type CoApplicantRow = typeof coApplicants.$inferSelect;
type Insertable = Record<string, unknown>;

const MONEY_FIELDS = new Set([
  'amount',
  'amountApproved',
  'rentalAmount',
  'grossIncome',
  'totalHousingCosts',
  'totalOtherMonthlyCosts',
]);
/** A masked SIN sent back unchanged means: keep the one on file. */
export const MASKED_SIN = /^\*{3} \*{3} \d{3}$/;

const money = (cents: number | null) => (cents === null ? null : centsToAmount(cents));
const usDate = (iso: string | null) => {
  const date = iso ? fromIsoDate(iso) : undefined;
  return date ? formatUsDate(date) : null;
};
const years = (value: string | null) => (value === null ? null : Number(value));
/** The date of birth is stored encrypted (decision 023): decrypted for its owner's answer only. */
const dateOfBirth = (sealed: string | null, cipher: SinCipher) =>
  usDate(sealed ? cipher.decrypt(sealed) : null);

/** The columns the application's answer reads (the get route reads only these: decision 024). */
export const APPLICATION_ANSWER_COLUMNS = [
  'id',
  'edgeId',
  'reference',
  'vendorId',
  'status',
  'amount',
  'amountApproved',
  'rentalAmount',
  'applicationType',
  'description',
  'creditReleaseObtained',
  'hasCoApplicant',
  'firstName',
  'lastName',
  'sinLast3',
  'dobEncrypted',
  'primaryPhone',
  'mobilePhone',
  'businessPhone',
  'email',
  'employer',
  'grossIncome',
  'totalHousingCosts',
  'totalOtherMonthlyCosts',
  'referral',
  'referralOther',
  'country',
  'address1',
  'address2',
  'city',
  'province',
  'postal',
  'titleOwner',
  'yearsAtCurHouse',
  'note',
  'curAddressLess',
  'prevAddress1',
  'prevAddress2',
  'prevCity',
  'prevProvince',
  'prevPostal',
  'creditProgramId',
  'envelopeId',
  'isDocSigned',
  'created',
  'version',
] as const satisfies readonly (keyof ApplicationRow)[];
export type ApplicationAnswerRow = Pick<ApplicationRow, (typeof APPLICATION_ANSWER_COLUMNS)[number]>;

/** The application as the API answers it: money in dollars, dates mm/dd/yyyy, the SIN masked. */
export function toApplicationAnswer(row: ApplicationAnswerRow, cipher: SinCipher) {
  return {
    id: row.id,
    edgeId: row.edgeId,
    reference: formatApplicationReference(row.reference),
    vendorId: row.vendorId,
    status: row.status,
    amount: money(row.amount),
    amountApproved: money(row.amountApproved),
    rentalAmount: money(row.rentalAmount),
    applicationType: row.applicationType,
    description: row.description,
    creditReleaseObtained: row.creditReleaseObtained,
    hasCoApplicant: row.hasCoApplicant,
    firstName: row.firstName,
    lastName: row.lastName,
    sin: row.sinLast3 ? maskSin(row.sinLast3) : null,
    dob: dateOfBirth(row.dobEncrypted, cipher),
    primaryPhone: row.primaryPhone,
    mobilePhone: row.mobilePhone,
    businessPhone: row.businessPhone,
    email: row.email,
    employer: row.employer,
    grossIncome: money(row.grossIncome),
    totalHousingCosts: money(row.totalHousingCosts),
    totalOtherMonthlyCosts: money(row.totalOtherMonthlyCosts),
    referral: row.referral,
    referralOther: row.referralOther,
    country: row.country,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    postal: row.postal,
    titleOwner: row.titleOwner,
    yearsAtCurHouse: years(row.yearsAtCurHouse),
    note: row.note,
    curAddressLess: row.curAddressLess,
    prevAddress1: row.prevAddress1,
    prevAddress2: row.prevAddress2,
    prevCity: row.prevCity,
    prevProvince: row.prevProvince,
    prevPostal: row.prevPostal,
    creditProgramID: row.creditProgramId,
    envelopeId: row.envelopeId,
    isDocSigned: row.isDocSigned,
    created: row.created.toISOString(),
    version: row.version,
  };
}
export type ApplicationAnswer = ReturnType<typeof toApplicationAnswer>;

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
    amount: money(row.amount),
    amountApproved: money(row.amountApproved),
    rentalAmount: money(row.rentalAmount),
    primaryPhone: row.primaryPhone,
    address1: row.address1,
    city: row.city,
    actions,
  };
}

/** The columns the co-applicant's answer reads. */
export const CO_APPLICANT_ANSWER_COLUMNS = [
  'creditReleaseObtained',
  'isImmediateFamily',
  'firstName',
  'lastName',
  'sinLast3',
  'coborrowerRelationship',
  'dobEncrypted',
  'primaryPhone',
  'mobilePhone',
  'email',
  'employer',
  'businessPhone',
  'country',
  'address1',
  'address2',
  'city',
  'province',
  'postal',
  'titleOwner',
  'yearsAtCurHouse',
  'coborrowerNote',
] as const satisfies readonly (keyof CoApplicantRow)[];
export type CoApplicantAnswerRow = Pick<CoApplicantRow, (typeof CO_APPLICANT_ANSWER_COLUMNS)[number]>;

export function toCoApplicantAnswer(row: CoApplicantAnswerRow, cipher: SinCipher) {
  return {
    creditReleaseObtained: row.creditReleaseObtained,
    isImmediateFamily: row.isImmediateFamily,
    firstName: row.firstName,
    lastName: row.lastName,
    sin: row.sinLast3 ? maskSin(row.sinLast3) : null,
    coborrowerRelationship: row.coborrowerRelationship,
    dob: dateOfBirth(row.dobEncrypted, cipher),
    primaryPhone: row.primaryPhone,
    mobilePhone: row.mobilePhone,
    email: row.email,
    employer: row.employer,
    businessPhone: row.businessPhone,
    country: row.country,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    postal: row.postal,
    titleOwner: row.titleOwner,
    yearsAtCurHouse: years(row.yearsAtCurHouse),
    coborrowerNote: row.coborrowerNote,
  };
}
export type CoApplicantAnswer = ReturnType<typeof toCoApplicantAnswer>;

/**
 * Validated step data → column values. Empty values become null; the SIN is encrypted (or kept, when `keepSin`);
 * the date of birth is encrypted in its ISO form. Money is already in cents.
 */
export function toColumns(data: Record<string, unknown>, cipher: SinCipher, keepSin: boolean): Insertable {
  const columns: Insertable = {};
  for (const [field, value] of Object.entries(data)) {
    const empty = value === undefined || value === null || value === '';
    switch (field) {
      case 'sin': {
        if (keepSin) break;
        const digits = empty ? '' : String(value).replace(/\D/g, '');
        columns.sinEncrypted = digits ? cipher.encrypt(digits) : null;
        columns.sinLast3 = digits ? digits.slice(-3) : null;
        break;
      }
      case 'dob': {
        const date = empty ? undefined : parseUsDate(String(value));
        columns.dobEncrypted = date ? cipher.encrypt(toIsoDate(date)) : null;
        break;
      }
      case 'yearsAtCurHouse':
        columns.yearsAtCurHouse = empty ? null : String(value);
        break;
      default:
        columns[field] = empty ? null : MONEY_FIELDS.has(field) ? Number(value) : value;
    }
  }
  return columns;
}

/** Stored values back in the shape the forms validate (for the full check at submit). The SIN, if any, was valid. */
export function toFormInput(answer: ApplicationAnswer | CoApplicantAnswer): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(answer)) {
    if (field === 'sin') continue;
    input[field] =
      value === null
        ? undefined
        : MONEY_FIELDS.has(field) && typeof value === 'number'
          ? value.toFixed(2)
          : value;
  }
  return input;
}
