// POST /users/password: works without a token, since a user whose password expired has none.

import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordForm, successAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';

export function changePassword(input: ChangePasswordForm) {
  return api.post('/users/password', input, { auth: 'optional', schema: successAnswer });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
