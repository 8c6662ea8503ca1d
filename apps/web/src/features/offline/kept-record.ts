// The application as the tablet shows it while steps are kept: the server's copy last read (or an empty one for a
// new application), with the kept steps' answers laid over it in order, as the server would store them.
import {
  APPLICATION_FIELDS,
  type Application,
  type ApplicationRecord,
  CO_APPLICANT_FIELDS,
  type CoApplicant,
  type ConsentAnswer,
  NO_CLOSING,
  NO_CONSENT_RECORD,
  NO_SECOND_LOOK,
  needsPreviousAddress,
  parseMoney,
} from '@vp/domain';
import type { KeptStep } from './queue.ts';

type Table = Record<string, { kind: string }>;

/** A step's form text as the API answers the field: money in dollars, years as a number, '' as null. */
export function answeredValues(table: Table, values: Record<string, string>): Record<string, unknown> {
  const answered: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(values)) {
    const kind = table[field]?.kind;
    if (!kind || kind === 'sin') continue;
    if (text === '') answered[field] = null;
    else if (kind === 'money') answered[field] = (parseMoney(text) ?? 0) / 100;
    else if (kind === 'years') answered[field] = Number(text);
    else answered[field] = text;
  }
  return answered;
}

const emptyOf = (table: Table) => Object.fromEntries(Object.keys(table).map((field) => [field, null]));

function emptyApplication(id: string, keptAt: string): Application {
  return {
    ...emptyOf(APPLICATION_FIELDS),
    id,
    reference: '—',
    vendorId: 0,
    status: 'Incomplete',
    hasCoApplicant: 'No',
    created: keptAt,
    version: 0,
  } as unknown as Application;
}

export function emptyRecord(id: string, keptAt: string): ApplicationRecord {
  return {
    application: emptyApplication(id, keptAt),
    coApplicant: null,
    status: 'Incomplete',
    permissions: {},
    closing: NO_CLOSING,
    secondLook: NO_SECOND_LOOK,
    consent: NO_CONSENT_RECORD,
    coApplicantConsent: null,
  } as ApplicationRecord;
}

const PREVIOUS_ADDRESS_CLEARED = {
  curAddressLess: 'No',
  prevAddress1: null,
  prevAddress2: null,
  prevCity: null,
  prevProvince: null,
  prevPostal: null,
};

const tabletConsent = (at: string): ConsentAnswer => ({ by: 'vendor', channel: 'tablet', at });

/** One kept step laid over a record. */
export function applyKept(record: ApplicationRecord, kept: KeptStep): ApplicationRecord {
  if (kept.form === 'application') {
    const application = {
      ...record.application,
      ...answeredValues(APPLICATION_FIELDS, kept.values),
    } as Application;
    if (kept.step === '3-2' && !needsPreviousAddress(application.yearsAtCurHouse))
      Object.assign(application, PREVIOUS_ADDRESS_CLEARED);
    return {
      ...record,
      application,
      consent: kept.consentGivenAt ? tabletConsent(kept.consentGivenAt) : record.consent,
    };
  }
  const coApplicant = {
    ...(record.coApplicant ?? emptyOf(CO_APPLICANT_FIELDS)),
    ...answeredValues(CO_APPLICANT_FIELDS, kept.values),
  } as CoApplicant;
  return {
    ...record,
    coApplicant,
    coApplicantConsent: kept.consentGivenAt
      ? tabletConsent(kept.consentGivenAt)
      : (record.coApplicantConsent ?? NO_CONSENT_RECORD),
  };
}

/** The application with its kept steps (in their order), under the reference it is kept by. */
export function keptRecord(steps: ReadonlyArray<KeptStep & { keptAt: number }>): ApplicationRecord | null {
  const first = steps[0];
  if (!first) return null;
  const base = first.baseRecord ?? emptyRecord(first.appRef, new Date(first.keptAt).toISOString());
  const record = steps.reduce(applyKept, base);
  return { ...record, application: { ...record.application, id: first.appRef } };
}
