// The sign-in's second step and the enrolment it may require (POST /users/login/…, with the ticket the password
// gave), and a passkey alone (decision 053). Called without a session.
import { passkeyOptionsAnswer, type SecondStepMethod, sessionLoginAnswer, totpSetupAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { answerPasskey, createPasskey } from './passkey.ts';

const open = { auth: 'none' as const };

export function signInWithCode(ticket: string, method: Exclude<SecondStepMethod, 'passkey'>, code: string) {
  return api.post('/users/login/code', { ticket, method, code }, { ...open, schema: sessionLoginAnswer });
}

/** A passkey as the second step (with the ticket), or alone (without): the browser asks the authenticator. */
export async function signInWithPasskey(ticket?: string) {
  const body = ticket ? { ticket } : {};
  const { challengeId, options } = await api.post('/users/login/passkey/options', body, {
    ...open,
    schema: passkeyOptionsAnswer,
  });
  const credential = await answerPasskey(options);
  return api.post(
    '/users/login/passkey',
    { ...body, challengeId, credential },
    { ...open, schema: sessionLoginAnswer },
  );
}

export function startAppEnrolment(ticket: string) {
  return api.post('/users/login/enrol/totp', { ticket }, { ...open, schema: totpSetupAnswer });
}

export function confirmAppEnrolment(ticket: string, code: string, name: string) {
  return api.post(
    '/users/login/enrol/totp/confirm',
    { ticket, code, ...(name ? { name } : {}) },
    { ...open, schema: sessionLoginAnswer },
  );
}

export async function enrolPasskey(ticket: string, name: string) {
  const { challengeId, options } = await api.post(
    '/users/login/enrol/passkey/options',
    { ticket },
    { ...open, schema: passkeyOptionsAnswer },
  );
  const credential = await createPasskey(options);
  return api.post(
    '/users/login/enrol/passkey',
    { ticket, challengeId, credential, ...(name ? { name } : {}) },
    { ...open, schema: sessionLoginAnswer },
  );
}
