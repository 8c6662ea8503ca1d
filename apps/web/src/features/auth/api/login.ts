// POST /users/login: the token, the user and the vendor, stored as the session; or the second step a user with a
// second factor goes on to (decision 053).
import type { LoginAnswer, LoginInput, SessionLoginAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { setLocale } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';

/** Stores a session begun (by the password, its second step or a passkey alone) and applies the user's language. */
export async function beginSession(answer: SessionLoginAnswer): Promise<void> {
  saveSession({ token: answer.authToken, user: answer.user, vendor: answer.vendor });
  // The language saved in Settings follows the user to any browser; before sign-in, the login screen's own choice.
  if (answer.user.language) await setLocale(answer.user.language);
}

/** Signs in and stores the session. Login runs it directly: TanStack Query stays out of its bundle. */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  // The schema loads while the call is on its way.
  const schema = import('./login-answer.ts').then((module) => module.loginAnswer);
  const answer = await api.post('/users/login', input, { auth: 'none', schema });
  // A user with a second factor (or who must enrol one) goes on to its step: no session yet (decision 053).
  if ('secondStep' in answer) return answer;
  await beginSession(answer);
  return answer;
}
