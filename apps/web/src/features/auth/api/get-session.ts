// GET /users/session, re-validating the token (spec §4): when the last check is over 2 minutes old,
// then every 4 minutes. An expired token is handled by the API client (forced logout).
import { sessionAnswer } from '@vp/domain';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/errors.ts';
import { getLastTokenCheck, markTokenChecked, updateSessionDetails } from '../../../lib/session.ts';

export const SESSION_STALE_AFTER_MS = 2 * 60_000;
export const SESSION_CHECK_INTERVAL_MS = 240_000;

export async function checkSession(now = Date.now()): Promise<void> {
  const { Item } = await api.get('/users/session', { schema: sessionAnswer });
  markTokenChecked(now);
  updateSessionDetails(Item.user, Item.vendor);
}

export function useSessionCheck(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    // Offline (the tablet in a basement, issue 39) there is no one to ask: the session is checked when the network is back.
    const check = () =>
      (navigator.onLine ? checkSession() : Promise.resolve()).catch((error: unknown) => {
        if (active) showError(error);
      });
    if (Date.now() - getLastTokenCheck() > SESSION_STALE_AFTER_MS) void check();
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [signedIn]);
}
