// The lender's team (issue 35, decision 046): its users (GET/POST /lender/users...), its settings (GET/PUT
// /lender/settings) and a user's or setting's history (GET /lender/history/{entity}/{id}), for the lender admin.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddLenderUserInput,
  type ChangeEntity,
  changeHistoryAnswer,
  type LenderRole,
  type LenderUser,
  lenderOneTimePasswordAnswer,
  lenderSettingsAnswer,
  lenderUserItemAnswer,
  lenderUsersAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const keys = queryKeys.lenderTeam;

export function useLenderUsers() {
  return useQuery({
    queryKey: keys.users(),
    queryFn: async ({ signal }) =>
      (await api.get('/lender/users', { signal, schema: lenderUsersAnswer })).Items,
  });
}

/** After a change: the changed user in the list at once, then the list and the histories read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (user: LenderUser) => {
    queryClient.setQueryData<LenderUser[]>(keys.users(), (users) =>
      users?.some((u) => u.id === user.id)
        ? users.map((u) => (u.id === user.id ? user : u))
        : [...(users ?? []), user],
    );
    await queryClient.invalidateQueries({ queryKey: keys.all });
  };
}

export function useAddLenderUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AddLenderUserInput) =>
      api.post('/lender/users', input, { schema: lenderOneTimePasswordAnswer }),
    onSuccess: (answer) => refresh(answer.Item),
  });
}

/** One change to one user, with the reason given (if any). */
export type LenderUserChange =
  | { action: 'disable' | 'enable' | 'resetPassword' | 'resetFactors'; id: number; reason?: string }
  | { action: 'changeRoles'; id: number; reason?: string; lenderRoles: LenderRole[] };

async function change(input: LenderUserChange): Promise<{ Item: LenderUser; password?: string }> {
  const body = { reason: input.reason || undefined };
  switch (input.action) {
    case 'disable':
    case 'enable':
      return api.post(`/lender/users/${input.action}/${input.id}`, body, { schema: lenderUserItemAnswer });
    case 'resetFactors':
      return api.post(`/lender/users/reset-factors/${input.id}`, body, { schema: lenderUserItemAnswer });
    case 'resetPassword':
      return api.post(`/lender/users/reset-password/${input.id}`, body, {
        schema: lenderOneTimePasswordAnswer,
      });
    case 'changeRoles':
      return api.post(
        `/lender/users/roles/${input.id}`,
        { ...body, lenderRoles: input.lenderRoles },
        { schema: lenderUserItemAnswer },
      );
  }
}

export function useLenderUserChange() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: change, onSuccess: (answer) => refresh(answer.Item) });
}

export function useLenderSettings() {
  return useQuery({
    queryKey: keys.settings(),
    queryFn: ({ signal }) => api.get('/lender/settings', { signal, schema: lenderSettingsAnswer }),
  });
}

export function useSetFourEyes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fourEyes: boolean) =>
      api.put('/lender/settings', { fourEyes }, { schema: lenderSettingsAnswer }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(keys.settings(), answer);
      await queryClient.invalidateQueries({ queryKey: keys.history('lenderSettings', 1) });
    },
  });
}

export function useChangeHistory(entity: ChangeEntity, id: number) {
  return useQuery({
    queryKey: keys.history(entity, id),
    queryFn: async ({ signal }) =>
      (await api.get(`/lender/history/${entity}/${id}`, { signal, schema: changeHistoryAnswer })).changes,
  });
}
