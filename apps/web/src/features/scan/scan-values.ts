// From a licence's fields to the scan step's values: what is filled in, and what the step's own rules refuse
// (a province outside the vendor's list, a date of birth outside the age range...) so the user fixes it later.
import type { LicenceFields, StepForm } from '@vp/domain';
import type { z } from 'zod';

/** The fields a scan fills in (spec §2 Step 2), in the order they are shown. */
export const SCANNED_FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'address1',
  'city',
  'province',
  'postal',
  'country',
] as const;
export type ScannedField = (typeof SCANNED_FIELDS)[number];
export type ScannedValues = Record<ScannedField, string>;

export interface ScannedItem {
  field: ScannedField;
  /** As read; '' when the licence had none. */
  value: string;
  /** The step rule's message (an i18n key such as 'validation:province') when the value cannot be filled in. */
  problem?: string | undefined;
}

export interface ScanOutcome {
  items: ScannedItem[];
  /** What Continue saves: the values that were read and pass the step's rules, by field. */
  accepted: Record<string, string>;
}

const COUNTRIES: Record<string, 'CA' | 'US'> = { CA: 'CA', CAN: 'CA', US: 'US', USA: 'US' };

/** yyyy-mm-dd or yyyymmdd (year first, as licences write it) → mm/dd/yyyy; mm/dd/yyyy stays. */
export function toUsDate(value: string): string {
  const text = value.trim();
  const yearFirst = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (yearFirst) return `${yearFirst[2]}/${yearFirst[3]}/${yearFirst[1]}`;
  return text;
}

/** A licence's fields as the step's text values: trimmed, the date mm/dd/yyyy, the country CA or US. */
export function licenceToValues(fields: LicenceFields): ScannedValues {
  const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const country = text(fields.country).toUpperCase();
  return {
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    dob: toUsDate(text(fields.dob)),
    address1: text(fields.address1),
    city: text(fields.city),
    province: text(fields.province).toUpperCase(),
    postal: text(fields.postal).toUpperCase(),
    country: COUNTRIES[country] ?? country,
  };
}

/** The first message of the step's rule for one field, or undefined when the value passes. */
function problemOf(form: StepForm, field: ScannedField, value: string): string | undefined {
  const rule = form.fields.shape[field] as z.ZodType | undefined;
  if (!rule) return undefined;
  const result = rule.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'validation:invalidType');
}

/** Checks each value read against the scan step's form (the rules the server applies to the same save). */
export function checkScannedValues(values: ScannedValues, form: StepForm): ScanOutcome {
  const items: ScannedItem[] = [];
  const accepted: Record<string, string> = {};
  for (const field of SCANNED_FIELDS) {
    const value = values[field];
    const problem = value ? problemOf(form, field, value) : undefined;
    items.push({ field, value, problem });
    if (value && !problem) accepted[field] = value;
  }
  return { items, accepted };
}
