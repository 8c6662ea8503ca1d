// The lender's dealers console (issue 35): the list, one dealership, onboarding, edits, suspension and reinstatement,
// its users and their second factors' reset (GET/POST/PUT /lender/dealers...). A change drops the cached dealerships and the entity's change history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DealerDetailsInput,
  type DealerListQuery,
  dealerItemAnswer,
  dealerOnboardedAnswer,
  dealersAnswer,
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

/** A dealership user's second factors reset, with the reason; answers the users as they now are. */
export function useResetDealerUserFactors(id: number) {
  const queryClient = useQueryClient();
  const drop = useDropDealers();
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: number; reason: string }) =>
      (
        await api.post(
          `/lender/dealers/${id}/users/${userId}/reset-factors`,
          { reason },
          { schema: dealerUsersAnswer },
        )
      ).Items,
    onSuccess: async (users) => {
      queryClient.setQueryData(queryKeys.dealers.users(id), users);
      await drop(id);
    },
  });
}
