// Settings (issue 27): the user's own language (GET/POST /users/settings), and the dealership's users its vendor admin
// manages (GET/POST /vendor/users...).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddVendorUserInput,
  oneTimePasswordAnswer,
  type UserLanguage,
  userSettingsAnswer,
  type VendorUser,
  vendorUserItemAnswer,
  vendorUsersAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useUserSettings() {
  return useQuery({
    queryKey: queryKeys.settings.user(),
    queryFn: ({ signal }) => api.get('/users/settings', { signal, schema: userSettingsAnswer }),
  });
}

export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: UserLanguage) =>
      api.post('/users/settings', { language }, { schema: userSettingsAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.settings.user(), answer),
  });
}

export function useVendorUsers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.settings.vendorUsers(),
    queryFn: async ({ signal }) =>
      (await api.get('/vendor/users', { signal, schema: vendorUsersAnswer })).Items,
    enabled,
  });
}

/** Puts the changed user in the cached list (or adds a new one), then reads the list again. */
function useUpdateList() {
  const queryClient = useQueryClient();
  return async (user: VendorUser) => {
    queryClient.setQueryData<VendorUser[]>(queryKeys.settings.vendorUsers(), (users) =>
      users?.some((u) => u.id === user.id)
        ? users.map((u) => (u.id === user.id ? user : u))
        : [...(users ?? []), user],
    );
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings.vendorUsers() });
  };
}

export function useAddVendorUser() {
  const update = useUpdateList();
  return useMutation({
    mutationFn: (input: AddVendorUserInput) =>
      api.post('/vendor/users', input, { schema: oneTimePasswordAnswer }),
    onSuccess: (answer) => update(answer.Item),
  });
}

export type VendorUserAction =
  | 'disable'
  | 'enable'
  | 'resetPassword'
  | 'resetFactors'
  | 'makeAdmin'
  | 'removeAdmin';

/** One action on one user: the user as it now is, and the one-time password of a reset. */
async function act(action: VendorUserAction, id: number): Promise<{ Item: VendorUser; password?: string }> {
  switch (action) {
    case 'disable':
    case 'enable':
      return api.post(`/vendor/users/${action}/${id}`, {}, { schema: vendorUserItemAnswer });
    case 'resetPassword':
      return api.post(`/vendor/users/reset-password/${id}`, {}, { schema: oneTimePasswordAnswer });
    case 'resetFactors':
      return api.post(`/vendor/users/reset-factors/${id}`, {}, { schema: vendorUserItemAnswer });
    case 'makeAdmin':
    case 'removeAdmin':
      return api.post(
        `/vendor/users/admin/${id}`,
        { admin: action === 'makeAdmin' },
        { schema: vendorUserItemAnswer },
      );
  }
}

export function useVendorUserAction() {
  const update = useUpdateList();
  return useMutation({
    mutationFn: ({ action, id }: { action: VendorUserAction; id: number }) => act(action, id),
    onSuccess: (answer) => update(answer.Item),
  });
}
