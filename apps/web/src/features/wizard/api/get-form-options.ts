// GET /form-options: the choices of the application forms (types, yes/no, the vendor's country and its
// provinces or states, referrals, title owners, relationships), labelled in the current language.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FormOption,
  type FormOptionGroup,
  type FormOptions,
  formOptionsAnswer,
  type Locale,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The wizard's screens name the options' types from here.
export type { FormOption, FormOptionGroup, FormOptions };

export function getFormOptions(signal?: AbortSignal): Promise<FormOptions> {
  return api.get('/form-options', { signal, schema: formOptionsAnswer });
}

export function formOptionsQueryOptions(locale: Locale) {
  return queryOptions({
    // The answer is labelled in the request's language (Accept-Language): one cache entry per language.
    queryKey: queryKeys.formOptions(locale),
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
