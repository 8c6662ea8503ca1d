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

/** A date of birth the customer gave themself, shown to the dealer by its year only ('**\/**\/1980'). */
export function maskedDobYear(value: unknown): string | null {
  return typeof value === 'string' ? (value.match(MASKED_DOB)?.[1] ?? null) : null;
}
const MASKED_DOB = /^\*\*\/\*\*\/(\d{4})$/;

/**
 * The values to check: a masked SIN is the one on file, already valid; a masked date of birth is the customer's own
 * (the server keeps it and checks the full date), checked here by its year.
 */
export function checkableValues(values: StepValues): StepValues {
  const year = maskedDobYear(values.dob);
  const checked: StepValues = year ? { ...values, dob: `01/01/${year}` } : values;
  return isMaskedSin(values.sin) ? { ...checked, sin: '' } : checked;
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
