// The lender's dealers console (issue 35): the list, one dealership, onboarding, edits, suspension and reinstatement,
// its users and their second factors' reset (GET/POST/PUT /lender/dealers...). A change drops the cached dealerships and the entity's change history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DealerDetailsInput,
  type DealerListQuery,
  type DealerUser,
  dealerItemAnswer,
  dealerOnboardedAnswer,
  dealersAnswer,
  dealerUserPasswordAnswer,
  dealerUsersAnswer,
  type OnboardDealerInput,
} from '@vp/domain';
import { withSearch } from '../../../app/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type DealerListFilter = Partial<Omit<DealerListQuery, 'page'>> & { page: number };

export function useDealers(filter: DealerListFilter) {
  return useQuery({
    queryKey: queryKeys.dealers.list(filter),
    queryFn: ({ signal }) =>
      api.get(withSearch('/lender/dealers', { ...filter, page: filter.page > 1 ? filter.page : undefined }), {
        signal,
        schema: dealersAnswer,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useDealer(id: number) {
  return useQuery({
    queryKey: queryKeys.dealers.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/lender/dealers/${id}`, { signal, schema: dealerItemAnswer })).Item,
  });
}

function useDropDealers() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.dealers.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.changeHistory('vendor', id) }),
    ]);
  };
}

export function useOnboardDealer() {
  const drop = useDropDealers();
  return useMutation({
    mutationFn: (input: OnboardDealerInput) =>
      api.post('/lender/dealers', input, { schema: dealerOnboardedAnswer }),
    onSuccess: (answer) => drop(answer.Item.id),
  });
}

export function useUpdateDealer(id: number) {
  const drop = useDropDealers();
  return useMutation({
    mutationFn: async (input: DealerDetailsInput) =>
      (await api.put(`/lender/dealers/${id}`, input, { schema: dealerItemAnswer })).Item,
    onSuccess: () => drop(id),
  });
}

export function useDealerStatus(id: number) {
  const drop = useDropDealers();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: 'suspend' | 'reinstate'; reason: string }) =>
      (await api.post(`/lender/dealers/${id}/${action}`, { reason }, { schema: dealerItemAnswer })).Item,
    onSuccess: () => drop(id),
  });
}

export function useDealerUsers(id: number) {
  return useQuery({
    queryKey: queryKeys.dealers.users(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/lender/dealers/${id}/users`, { signal, schema: dealerUsersAnswer })).Items,
  });
}

/**
 * A dealership user's sign-in factors or password reset, with the reason; answers the users as they now are, and
 * after a password reset the one-time password to hand over.
 */
export function useResetDealerUser(id: number) {
  const queryClient = useQueryClient();
  const drop = useDropDealers();
  return useMutation({
    mutationFn: async ({
      userId,
      reason,
      what,
    }: {
      userId: number;
      reason: string;
      what: 'factors' | 'password';
    }): Promise<{ Items: DealerUser[]; password?: string }> => {
      const url = `/lender/dealers/${id}/users/${userId}/reset-${what}`;
      return what === 'password'
        ? api.post(url, { reason }, { schema: dealerUserPasswordAnswer })
        : api.post(url, { reason }, { schema: dealerUsersAnswer });
    },
    onSuccess: async ({ Items }) => {
      queryClient.setQueryData(queryKeys.dealers.users(id), Items);
      await drop(id);
    },
  });
}
