// Validates one step of a form as the wizard saves it: in full on Next, and as a draft on Back, where empty
// required fields are allowed but every value given must still be valid. Used alike by the browser and the server.
import type { z } from 'zod';
import type { StepForm } from './step-forms.ts';

export type FieldErrors = Record<string, string>;
export type SaveMode = 'next' | 'back';

export type StepResult = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Field errors keyed by path ('prevPostal'), the first message of each field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Only the fields the input carries are answered: a field left out is kept as stored, a field sent empty is cleared.
 * (A page that shows some of a step's fields, like the scan page, must not blank the others.)
 */
export function validateStep(form: StepForm, input: Record<string, unknown>, mode: SaveMode): StepResult {
  const given = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([field]) => Object.hasOwn(input, field)));
  if (mode === 'next') {
    const result = form.schema.safeParse(input);
    return result.success
      ? { ok: true, data: given(result.data) }
      : { ok: false, errors: fieldErrors(result.error) };
  }
  const data: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, fieldSchema] of Object.entries(form.fields.shape) as [string, z.ZodType][]) {
    if (!Object.hasOwn(input, field)) continue;
    const value = input[field];
    if (isEmpty(value)) {
      data[field] = undefined;
      continue;
    }
    const result = fieldSchema.safeParse(value);
    if (result.success) data[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? 'validation:invalidType';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}
