// A fresh load of /login: the sign-in page without the router, so that the page's JavaScript is React, Mantine, the
// catalogs and the form (decision 025). Leaving the page (signed in, a link) loads the router and hands the address
// over to it; the language link stays here.

import { type MouseEvent, startTransition, useEffect, useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import { useLanguageFromQuery } from '../components/layout/language-switch.tsx';
import { PublicLayout } from '../components/layout/public-layout.tsx';
import {
  type AppLinkProps,
  type AppLocation,
  isPlainClick,
  type NavigateOptions,
  type Navigation,
  NavigationContext,
  useNavigation,
} from '../lib/navigation.tsx';
import { paths } from './paths.ts';
import { AppRoot } from './provider.tsx';
import { Component as Login } from './routes/login.tsx';

/** Whether an address is shown by this page (the router shows every other one). */
export function isBootLoginPath(pathname: string): boolean {
  return pathname === paths.login.pattern;
}

interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

function readEntry(): Partial<HistoryEntry> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Partial<HistoryEntry>) : {};
}

function readLocation(): AppLocation {
  const { pathname, search } = window.location;
  return { pathname, search, state: readEntry().usr };
}

/** Writes the address as react-router's history does (state in `usr`, a key, an index), so it reads it on start. */
function writeHistory(url: URL, { replace = false, state = null }: NavigateOptions): void {
  const idx = (readEntry().idx ?? 0) + (replace ? 0 : 1);
  const entry: HistoryEntry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  const address = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(entry, '', address);
  else window.history.pushState(entry, '', address);
}

function BootLink({ to, replace, state, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    void navigate(to, { replace, state });
  };
  return <a href={to} {...rest} onClick={follow} />;
}

function BootLogin({ root }: { root: Root }) {
  const [location, setLocation] = useState(readLocation);
  useLanguageFromQuery(location.search);
  useEffect(() => {
    const onPopState = () => setLocation(readLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigation = useMemo<Navigation>(
    () => ({
      location,
      Link: BootLink,
      navigate: async (to, options = {}) => {
        const url = new URL(to, window.location.href);
        if (isBootLoginPath(url.pathname)) {
          writeHistory(url, options);
          setLocation(readLocation());
          return;
        }
        let router: typeof import('./router-app.tsx');
        try {
          router = await import('./router-app.tsx');
        } catch {
          // The router's code could not load (offline, a new release): the browser loads the page instead.
          window.location.assign(url.href);
          return;
        }
        writeHistory(url, options);
        await router.startRouter(root, { keepScreen: true });
      },
    }),
    [location, root],
  );

  return (
    <NavigationContext.Provider value={navigation}>
      <PublicLayout>
        <Login />
      </PublicLayout>
    </NavigationContext.Provider>
  );
}

export function showBootLogin(root: Root): void {
  // A transition renders in slices that let the browser breathe (input, paint) instead of one long task.
  startTransition(() =>
    root.render(
      <AppRoot>
        <BootLogin root={root} />
      </AppRoot>,
    ),
  );
}
