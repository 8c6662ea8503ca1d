// POST /users/login: the token, the user and the vendor, stored as the session.
import type { LoginInput, SessionUser, Vendor } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

export interface LoginResponse {
  authToken: string;
  user: SessionUser;
  vendor: Vendor | null;
}

/** Signs in and stores the session. Login runs it directly: TanStack Query stays out of its bundle. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const answer = await api.post<LoginResponse>('/users/login', input, { auth: 'none' });
  saveSession({ token: answer.authToken, user: answer.user, vendor: answer.vendor });
  return answer;
}
