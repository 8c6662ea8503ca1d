// GET /users/logout: ends the session on the server; the browser then forgets it.
import { api } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

export async function logout(): Promise<void> {
  await api.get<{ result: string }>('/users/logout');
  clearSession();
}
