// GET /form-options: the choices of the application forms (types, yes/no, the vendor's country and its
// provinces or states, referrals, title owners, relationships), labelled in the current language.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

export interface FormOption {
  value: string;
  label: string;
}

export const FORM_OPTION_GROUPS = [
  'applicationTypes',
  'yesNo',
  'countries',
  'provinces',
  'referrals',
  'titleOwners',
  'relationships',
] as const;
export type FormOptionGroup = (typeof FORM_OPTION_GROUPS)[number];
export type FormOptions = Record<FormOptionGroup, FormOption[]>;

function isOptionList(value: unknown): value is FormOption[] {
  return (
    Array.isArray(value) &&
    value.every(
      (o: unknown) =>
        !!o &&
        typeof o === 'object' &&
        typeof (o as FormOption).value === 'string' &&
        typeof (o as FormOption).label === 'string',
    )
  );
}

export async function getFormOptions(signal?: AbortSignal): Promise<FormOptions> {
  const answer = await api.get<Record<string, unknown> | undefined>('/form-options', { signal });
  if (!answer || !FORM_OPTION_GROUPS.every((group) => isOptionList(answer[group]))) {
    throw invalidResponseError();
  }
  return answer as FormOptions;
}

export function formOptionsQueryOptions(locale: Locale) {
  return queryOptions({
    // The answer is labelled in the request's language (Accept-Language): one cache entry per language.
    queryKey: ['form-options', locale] as const,
    queryFn: ({ signal }) => getFormOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Keeps the last language's labels on screen while the new ones load, so that forms never unmount. */
export function useFormOptions(locale: Locale) {
  return useQuery({ ...formOptionsQueryOptions(locale), placeholderData: keepPreviousData });
}

/** The label of a value, or the value itself when the list lacks it. */
export function optionLabel(options: readonly FormOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
