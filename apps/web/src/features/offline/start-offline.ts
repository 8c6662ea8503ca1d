// Starts the tablet's offline work for the signed-in user: their kept steps opened (anyone else's made unreadable),
// the network watched (back online: send), and everything wiped when the session ends (sign-out, expiry).
import { rateSheetQueryOptions } from '../../lib/financing/programs.ts';
import { i18n } from '../../lib/i18n.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { getSession, subscribeSession } from '../../lib/session.ts';
import { getOfflineState, reloadKept, setOfflineState, vault, wipeOfflineData } from './offline-store.ts';
import { sendKept } from './sync.ts';

let watching = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
/** The probes begun: only the last one's answer is kept. */
let probes = 0;
/** How often a tablet the browser calls online, but that no answer reached, asks again. */
export const PROBE_EVERY_MS = 5_000;

/**
 * Whether the server answers: the browser's navigator.onLine says only that a network is there (a shop's Wi-Fi with
 * no way out counts as online). Online again: the kept steps go.
 */
export async function probeNetwork(): Promise<void> {
  clearTimeout(probeTimer);
  const probe = ++probes;
  let online = navigator.onLine;
  if (online) {
    try {
      online = (await fetch('/api/health', { cache: 'no-store' })).ok;
    } catch {
      online = false;
    }
  }
  // A later probe (a newer network event) decides: an answer that was on its way when the network went says nothing.
  if (probe !== probes) return;
  setOfflineState({ online });
  if (online) void sendKept(getQueryClient());
  // No answer though the browser has a network: ask again later (the 'online' event will not come).
  if (!online && navigator.onLine) probeTimer = setTimeout(() => void probeNetwork(), PROBE_EVERY_MS);
}

/** A save found no network: offline until the network answers again. */
export function noAnswer(): void {
  setOfflineState({ online: false });
  void probeNetwork();
}

function watch(): void {
  if (watching) return;
  watching = true;
  const onNetwork = () => void probeNetwork();
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
  await probeNetwork();
  keepRateSheet();
}

/**
 * A dealer's tablet keeps the rate sheet from its sign-in on: asked once the service worker controls the page (it keeps
 * the answer), so that the calculator prices offline even if it was not opened online first. Without a service worker
 * nothing would keep it, and nothing is asked.
 */
function keepRateSheet(): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker || !getSession()?.vendor) return;
  const ask = () => {
    if (getSession()?.vendor)
      void getQueryClient().prefetchQuery({ ...rateSheetQueryOptions(), staleTime: 0 });
  };
  if (worker.controller) ask();
  else worker.addEventListener('controllerchange', ask, { once: true });
}
