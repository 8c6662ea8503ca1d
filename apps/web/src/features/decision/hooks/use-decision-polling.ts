// Polls the status every 2 s after submit (spec §4, ARCHITECTURE §9) and says which result screen to show:
// the decision's, or PendingApproval once 2 minutes have passed without one. Failed lookups are only logged.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { applicationStatusQueryOptions } from '../api/get-application-status.ts';
import {
  type ResultScreen,
  STATUS_POLL_INTERVAL_MS,
  STATUS_POLL_TIMEOUT_MS,
  screenAfterSubmit,
} from '../decision-routing.ts';

function logLookupError(applicationId: string, error: unknown): void {
  // Spec §4: a failed lookup is not shown; the next poll tries again.
  console.warn(`Status lookup of application ${applicationId} failed: ${errorMessage(error)}`);
}

export function useDecisionPolling(applicationId: string): ResultScreen | null {
  const status = useQuery({
    ...applicationStatusQueryOptions(applicationId),
    refetchInterval: (query) =>
      query.state.data && screenAfterSubmit(query.state.data) ? false : STATUS_POLL_INTERVAL_MS,
    // The 2 minutes run in another tab too: the answer must be there when the user comes back.
    refetchIntervalInBackground: true,
  });

  // The wait starts when the page shows (its caller keys it by application, so another one starts afresh).
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), STATUS_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const { error, errorUpdateCount } = status;
  useEffect(() => {
    if (errorUpdateCount > 0 && error) logLookupError(applicationId, error);
  }, [applicationId, error, errorUpdateCount]);

  const decided = status.data ? screenAfterSubmit(status.data) : null;
  return decided ?? (timedOut ? 'PendingApproval' : null);
}
