// The application's and the co-applicant's field tables: the one place that says, for each field of their answers and
// forms, its kind (its units) and its column. The API's columns, its answers and the wizard's form values follow them.
import {
  date,
  type FieldKind,
  type FieldTable,
  money,
  reference,
  type StoredValues,
  sin,
  text,
  timestamp,
  value,
  years,
} from './field-table.ts';

export const APPLICATION_FIELDS = {
  id: value('id'),
  edgeId: text('edgeId'),
  reference: reference('reference'),
  vendorId: value('vendorId'),
  status: text('status'),
  amount: money('amountCents'),
  amountApproved: money('amountApprovedCents'),
  rentalAmount: money('rentalAmountCents'),
  applicationType: text('applicationType'),
  description: text('description'),
  creditReleaseObtained: text('creditReleaseObtained'),
  hasCoApplicant: text('hasCoApplicant'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  sin: sin('sinLast3'),
  dob: date('dobEncrypted'),
  primaryPhone: text('primaryPhone'),
  mobilePhone: text('mobilePhone'),
  businessPhone: text('businessPhone'),
  email: text('email'),
  employer: text('employer'),
  grossIncome: money('grossIncomeCents'),
  totalHousingCosts: money('totalHousingCostsCents'),
  totalOtherMonthlyCosts: money('totalOtherMonthlyCostsCents'),
  referral: text('referral'),
  referralOther: text('referralOther'),
  country: text('country'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  province: text('province'),
  postal: text('postal'),
  titleOwner: text('titleOwner'),
  yearsAtCurHouse: years('yearsAtCurHouse'),
  note: text('note'),
  curAddressLess: text('curAddressLess'),
  prevAddress1: text('prevAddress1'),
  prevAddress2: text('prevAddress2'),
  prevCity: text('prevCity'),
  prevProvince: text('prevProvince'),
  prevPostal: text('prevPostal'),
  creditProgramID: value('creditProgramId'),
  envelopeId: text('envelopeId'),
  isDocSigned: value('isDocSigned'),
  created: timestamp('created'),
  version: value('version'),
} as const satisfies FieldTable;

export const CO_APPLICANT_FIELDS = {
  creditReleaseObtained: text('creditReleaseObtained'),
  isImmediateFamily: text('isImmediateFamily'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  sin: sin('sinLast3'),
  coborrowerRelationship: text('coborrowerRelationship'),
  dob: date('dobEncrypted'),
  primaryPhone: text('primaryPhone'),
  mobilePhone: text('mobilePhone'),
  email: text('email'),
  employer: text('employer'),
  businessPhone: text('businessPhone'),
  country: text('country'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  province: text('province'),
  postal: text('postal'),
  titleOwner: text('titleOwner'),
  yearsAtCurHouse: years('yearsAtCurHouse'),
  coborrowerNote: text('coborrowerNote'),
} as const satisfies FieldTable;

export type ApplicationStored = StoredValues<typeof APPLICATION_FIELDS>;
export type CoApplicantStored = StoredValues<typeof CO_APPLICANT_FIELDS>;

/** Every field kept in cents (dollars in answers and forms), of either table: the one list of money fields. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(
  [APPLICATION_FIELDS, CO_APPLICANT_FIELDS].flatMap((table) =>
    Object.entries(table as FieldTable)
      .filter(([, field]) => field.kind === ('money' satisfies FieldKind))
      .map(([name]) => name),
  ),
);

/** The columns a table's answer reads, in the order of its fields. */
export const answerColumns = <T extends FieldTable>(table: T) =>
  Object.values(table).map((field) => field.column) as T[keyof T]['column'][];
