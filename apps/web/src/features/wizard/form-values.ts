// The API's application (money as numbers, nulls) as the strings a step's form edits, and back.
import type { StepValues } from './api/save-application.ts';

/** A field as the API answers it: text, a number (money in dollars, years), a flag, or null when empty. */
export type FieldValue = string | number | boolean | null;

const MONEY_FIELDS = new Set(['amount', 'grossIncome', 'totalHousingCosts', 'totalOtherMonthlyCosts']);

export function toText(field: string, value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? value.toFixed(2) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** A step's values from the stored data; an empty field takes its default ('No' for hasCoApplicant). */
export function toFormValues(
  source: Record<string, FieldValue> | null | undefined,
  fields: readonly string[],
  defaults: StepValues = {},
): StepValues {
  return Object.fromEntries(
    fields.map((field) => [field, toText(field, source?.[field]) || defaults[field] || '']),
  );
}

export function sameValues(a: StepValues, b: StepValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}
