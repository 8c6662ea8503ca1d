// The API's application (money as numbers, nulls) as the strings a step's form edits, through the domain's codec.
import { type FieldValue, toFormValues } from '@vp/domain';
import type { StepValues } from './api/save-application.ts';

export type { FieldValue };
export { toFormValues };

export function sameValues(a: StepValues, b: StepValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}
