// Starts the tablet's offline work for the signed-in user: their kept steps opened (anyone else's made unreadable),
// the network watched (back online: send), and everything wiped when the session ends (sign-out, expiry).
import { i18n } from '../../lib/i18n.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { getSession, subscribeSession } from '../../lib/session.ts';
import { getOfflineState, reloadKept, setOfflineState, vault, wipeOfflineData } from './offline-store.ts';
import { sendKept } from './sync.ts';

let watching = false;

function watch(): void {
  if (watching) return;
  watching = true;
  const onNetwork = () => {
    setOfflineState({ online: navigator.onLine });
    if (navigator.onLine) void sendKept(getQueryClient());
  };
  window.addEventListener('online', onNetwork);
  window.addEventListener('offline', onNetwork);
  subscribeSession(() => {
    if (getSession() === null && getOfflineState().userId !== null) void wipeOfflineData();
  });
  // The manifest in the page's language: the app installs with its French name from a French page.
  const manifest = () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = i18n.language === 'fr' ? '/manifest-fr.webmanifest' : '/manifest.webmanifest';
  };
  manifest();
  i18n.on('languageChanged', manifest);
}

export async function startOffline(userId: string): Promise<void> {
  watch();
  if (getOfflineState().userId === userId) return;
  setOfflineState({ userId, loaded: false, kept: [], stopped: [], moved: {}, online: navigator.onLine });
  if (typeof indexedDB === 'undefined' || typeof crypto?.subtle === 'undefined') {
    // No IndexedDB or WebCrypto (a very old browser, a test page): nothing can be kept, the wizard saves as ever.
    setOfflineState({ loaded: true });
    return;
  }
  await vault.keepOnly(userId);
  await reloadKept();
  await sendKept(getQueryClient());
}
