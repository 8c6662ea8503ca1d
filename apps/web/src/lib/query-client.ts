// The one TanStack Query client. It is loaded with the first screen that fetches (not with Login), and
// it forgets every cached answer when the session ends, so the next user never sees the last one's data.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { getSession, subscribeSession } from './session.ts';

/** One retry for a passing fault (no connection, a 5xx); none for what would fail the same way again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const passing = error instanceof ApiError && (error.kind === 'network' || error.status >= 500);
  return passing && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline (issue 39) a query still asks once, so that the service worker's kept copy (the rate sheet, the forms'
      // choices) can answer, and a save fails at once rather than waiting, paused, for the network.
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let shared: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (!shared) {
    const client = createQueryClient();
    subscribeSession(() => {
      if (getSession() === null) client.clear();
    });
    shared = client;
  }
  return shared;
}
