// The API's application (money as numbers, nulls) as the strings a step's form edits, through the domain's codec.
import { type FieldValue, toFormValues } from '@vp/domain';
import type { StepValues } from './api/save-application.ts';

export type { FieldValue };
export { toFormValues };

export function sameValues(a: StepValues, b: StepValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** Today in the user's own calendar, for the age rule. */
export function localToday() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
