// Polls the status every 2 s (spec §4, ARCHITECTURE §9) and says where it leads: after submit, the decision's
// result screen, or PendingApproval once 2 minutes have passed without one; during a second look, the partner's
// answer. Failed lookups are only logged.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { applicationStatusQueryOptions } from '../api/get-application-status.ts';
import {
  type ResultScreen,
  STATUS_POLL_INTERVAL_MS,
  STATUS_POLL_TIMEOUT_MS,
  type StatusTarget,
  screenAfterSubmit,
} from '../decision-routing.ts';

function logLookupError(applicationId: string, error: unknown): void {
  // Spec §4: a failed lookup is not shown; the next poll tries again.
  console.warn(`Status lookup of application ${applicationId} failed: ${errorMessage(error)}`);
}

export interface StatusPolling<T extends StatusTarget> {
  /** Where the last status leads, or null while it says to keep waiting. */
  target: T | null;
  /** The last status read (undefined before the first answer). */
  status: string | undefined;
  /** The 2 minutes passed without a status that leads on: polling has stopped. */
  timedOut: boolean;
}

/** `leadsTo` says where a status leads, or null to keep waiting. */
export function useStatusPolling<T extends StatusTarget>(
  applicationId: string,
  leadsTo: (status: string) => T | null,
): StatusPolling<T> {
  // The wait starts when the page shows (its caller keys it by application, so another one starts afresh).
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), STATUS_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const status = useQuery({
    ...applicationStatusQueryOptions(applicationId),
    refetchInterval: (query) =>
      timedOut || (query.state.data && leadsTo(query.state.data)) ? false : STATUS_POLL_INTERVAL_MS,
    // The 2 minutes run in another tab too: the answer must be there when the user comes back.
    refetchIntervalInBackground: true,
  });

  const { error, errorUpdateCount } = status;
  useEffect(() => {
    if (errorUpdateCount > 0 && error) logLookupError(applicationId, error);
  }, [applicationId, error, errorUpdateCount]);

  return { target: status.data ? leadsTo(status.data) : null, status: status.data, timedOut };
}

/** After submit: the decision's screen, or PendingApproval after 2 minutes without one. */
export function useDecisionPolling(applicationId: string): ResultScreen | null {
  const { target, timedOut } = useStatusPolling(applicationId, screenAfterSubmit);
  return target ?? (timedOut ? 'PendingApproval' : null);
}
