// Registers the service worker (vite-plugin-pwa's registerSW, Workbox inside) from the signed-in frame, never from the
// sign-in page, whose JavaScript budget is full. A new version waits: the store says so, and only the user's Reload
// activates it (then the page reloads once, at that click, never under someone's typing).
import { setOfflineState } from './offline-store.ts';

let update: ((reload?: boolean) => Promise<void>) | undefined;
let registering: Promise<void> | undefined;

export function registerServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve();
  registering ??= import('virtual:pwa-register').then(({ registerSW }) => {
    update = registerSW({
      immediate: true,
      onNeedRefresh: () => setOfflineState({ updateReady: true }),
    });
  });
  return registering;
}

/** The user's Reload: the waiting version takes over and the page reloads. */
export function applyUpdate(): void {
  void update?.(true);
}
