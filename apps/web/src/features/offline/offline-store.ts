// The tablet's offline state for the screens (issue 39): whether the network is there, the signed-in user's kept steps
// (opened from the vault), the sending, and the applications stopped for the salesperson's choice. One store, read
// through useSyncExternalStore; the wizard keeps steps through it and the offline frame sends them.
import { useSyncExternalStore } from 'react';
import { createQueue, type Kept, type KeptStep, type SendReport, type Stopped } from './queue.ts';
import { createVault } from './vault.ts';

export interface OfflineState {
  online: boolean;
  /** Whose kept steps are open; null before the signed-in frame starts the store. */
  userId: string | null;
  /** The kept steps were read from the vault. */
  loaded: boolean;
  kept: Kept[];
  sending: boolean;
  stopped: Stopped[];
  /** A local application's id on the server once its step 1 was sent: its screens move there. */
  moved: Record<string, string>;
  /** Steps sent by the last round that emptied the queue. */
  lastSent: number;
  /** A new version of the app waits for the user's reload. */
  updateReady: boolean;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

let state: OfflineState = {
  online: browserOnline(),
  userId: null,
  loaded: false,
  kept: [],
  sending: false,
  stopped: [],
  moved: {},
  lastSent: 0,
  updateReady: false,
};
const listeners = new Set<() => void>();

export const vault = createVault();
export const queue = createQueue({ vault });

export function getOfflineState(): OfflineState {
  return state;
}

export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOffline, getOfflineState, getOfflineState);
}

/** Re-reads the user's kept steps from the vault (72-hour limit applied). */
export async function reloadKept(): Promise<Kept[]> {
  const { userId } = state;
  if (!userId) return [];
  const kept = await queue.list(userId);
  if (state.userId === userId) setOfflineState({ kept, loaded: true });
  return kept;
}

/** Keeps a step for the signed-in user; the store's copy follows. */
export async function keepStep(step: KeptStep): Promise<Kept[]> {
  const { userId } = state;
  if (!userId) throw new Error('No signed-in user to keep this step for.');
  await queue.keep(userId, step);
  return reloadKept();
}

/** The kept steps of one application, in order. */
export function keptOf(kept: readonly Kept[], appRef: string): Kept[] {
  return kept.filter((step) => step.appRef === appRef);
}

/** Forgets everything kept, for everyone, and the reference answers the service worker kept (sign-out, expiry). */
export async function wipeOfflineData(): Promise<void> {
  setOfflineState({
    userId: null,
    loaded: false,
    kept: [],
    stopped: [],
    moved: {},
    sending: false,
    lastSent: 0,
  });
  // A browser without IndexedDB (a test page) kept nothing; the sign-out goes on whatever this step meets.
  if (typeof indexedDB !== 'undefined') await vault.wipe();
  if (typeof caches !== 'undefined') await caches.delete('vp-api-reference');
}

export type { Kept, SendReport, Stopped };
