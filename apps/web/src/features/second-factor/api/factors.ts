// A user's own factors in Settings (GET/POST/DELETE /users/factors…), and the dealership's rule for its salespeople
// (GET/PUT /vendor/security), decision 053.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dealershipSecuritySchema,
  factorAddedAnswer,
  factorsAnswer,
  passkeyOptionsAnswer,
  recoveryCodesAnswer,
  totpSetupAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createPasskey } from './passkey.ts';

export function useFactors() {
  return useQuery({
    queryKey: queryKeys.settings.factors(),
    queryFn: ({ signal }) => api.get('/users/factors', { signal, schema: factorsAnswer }),
  });
}

/** A change to the factors: the list is read again. */
function useFactorsChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.factors() }),
  });
}

export const startApp = () => api.post('/users/factors/totp', {}, { schema: totpSetupAnswer });

export function useConfirmApp() {
  return useFactorsChange((input: { code: string; name: string }) =>
    api.post(
      '/users/factors/totp/confirm',
      { code: input.code, ...(input.name ? { name: input.name } : {}) },
      { schema: factorAddedAnswer },
    ),
  );
}

export function useAddPasskey() {
  return useFactorsChange(async (name: string) => {
    const { challengeId, options } = await api.post(
      '/users/factors/passkey/options',
      {},
      { schema: passkeyOptionsAnswer },
    );
    const credential = await createPasskey(options);
    return api.post(
      '/users/factors/passkey',
      { challengeId, credential, ...(name ? { name } : {}) },
      { schema: factorAddedAnswer },
    );
  });
}

export function useRemoveFactor() {
  return useFactorsChange((id: number) => api.delete(`/users/factors/${id}`, { schema: factorsAnswer }));
}

export function useNewRecoveryCodes() {
  return useFactorsChange(() =>
    api.post('/users/factors/recovery-codes', {}, { schema: recoveryCodesAnswer }),
  );
}

export function useDealershipSecurity(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.settings.security(),
    queryFn: ({ signal }) => api.get('/vendor/security', { signal, schema: dealershipSecuritySchema }),
    enabled,
  });
}

export function useSetDealershipSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (salespeopleNeedSecondFactor: boolean) =>
      api.put('/vendor/security', { salespeopleNeedSecondFactor }, { schema: dealershipSecuritySchema }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.settings.security(), answer),
  });
}
