// GET /users/logout: ends the session on the server; the browser then forgets it.
import { successAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

export async function logout(): Promise<void> {
  await api.get('/users/logout', { schema: successAnswer });
  clearSession();
}
