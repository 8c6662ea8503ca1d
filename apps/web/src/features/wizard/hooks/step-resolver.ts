// react-hook-form's zodResolver over a step's shared schema, checking the values as typed (raw) so that what
// is sent is what the user sees; a masked SIN ('*** *** 286') means 'keep the one on file' and is not checked.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { StepValues } from '../api/save-application.ts';

export const MASKED_SIN = /^\*{3} \*{3} \d{3}$/;

export function isMaskedSin(value: unknown): boolean {
  return typeof value === 'string' && MASKED_SIN.test(value);
}

/** The values to check: a masked SIN is the one on file, already valid. */
export function checkableValues(values: StepValues): StepValues {
  return isMaskedSin(values.sin) ? { ...values, sin: '' } : values;
}

/** `prepare` blanks the fields the form hides (the previous address when not needed, ...). */
export function stepResolver(
  schema: z.ZodType<Record<string, unknown>>,
  prepare: (values: StepValues) => StepValues = (values) => values,
): Resolver<StepValues> {
  // The step schemas take any input (the server's too); the form's input is its text values.
  const resolve = zodResolver(schema as z.ZodType<Record<string, unknown>, StepValues>, undefined, {
    raw: true,
  });
  return async (values, context, options) => {
    const prepared = prepare(values);
    const result = await resolve(checkableValues(prepared), context, options);
    return Object.keys(result.errors).length > 0 ? result : { values: prepared, errors: {} };
  };
}
