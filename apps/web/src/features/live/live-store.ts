// The app's one live connection (decision 042): opened for a signed-in vendor user, closed on sign-out. Each status
// event refreshes at once what shows that application (the dashboard's counts from the event itself, the lists, the
// waiting screens' status, the Sign screen, the notices); the screens' own polling stays as the fallback.

import type { QueryClient } from '@tanstack/react-query';
import { type LiveEventData, liveEventData } from '@vp/domain';
import { useSyncExternalStore } from 'react';
import { API_BASE } from '../../lib/api-client.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { getToken } from '../../lib/session.ts';
import { NOTIFICATIONS_KEY } from '../notifications/index.ts';
import { connectEventStream, type StreamState } from './event-stream.ts';

type Listener = (event: LiveEventData) => void;

const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let state: StreamState = 'down';
let stop: (() => void) | undefined;

function setState(next: StreamState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

/**
 * What an event changes in the cache: the counts and the status it carries (WaitingSubmission moves on from it at
 * once), and every other read of that application, read again.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEventData) {
  if (event.counts) client.setQueryData(queryKeys.applications.summary(), event.counts);
  else void client.invalidateQueries({ queryKey: queryKeys.applications.summary() });
  client.setQueryData(queryKeys.applications.status(event.id), event.status);
  for (const key of [
    queryKeys.applications.lists(),
    queryKeys.applications.result(event.id),
    queryKeys.applications.closing(event.id),
    queryKeys.applications.permissions(event.id),
    queryKeys.signing.state(event.id),
    ['signing', 'check', event.id],
    queryKeys.uploads.status(event.id),
    NOTIFICATIONS_KEY,
  ])
    void client.invalidateQueries({ queryKey: key });
}

/** Opens the shared connection (once); events go to the cache and to the screens subscribed. */
export function startLive(client: QueryClient) {
  if (stop) return;
  stop = connectEventStream({
    url: `${API_BASE}/events/stream`,
    headers: () => {
      const token = getToken();
      return token ? { Authorization: token, 'Accept-Language': currentLocale() } : null;
    },
    // A refusal (the session ended, or the lender's user, who has none) stops it: the next call says why.
    onState: setState,
    onMessage: (message) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = liveEventData.safeParse(parsed);
      if (!event.success) return;
      applyLiveEvent(client, event.data);
      for (const listener of listeners) listener(event.data);
    },
  });
}

/** Closes the shared connection (sign-out). */
export function stopLive() {
  stop?.();
  stop = undefined;
  setState('down');
}

/** Each event, for a screen that reacts beyond its cached reads. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the stream is open now ('down': the screens' polling is what keeps them current). */
export function useLiveState(): StreamState {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
    () => 'down',
  );
}
