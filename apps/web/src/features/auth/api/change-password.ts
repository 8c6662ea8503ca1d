// POST /users/password: works without a token, since a user whose password expired has none.

import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordForm } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';

export function changePassword(input: ChangePasswordForm): Promise<{ result: string }> {
  return api.post<{ result: string }>('/users/password', input, { auth: 'optional' });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
