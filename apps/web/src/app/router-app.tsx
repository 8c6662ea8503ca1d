// The router and its screens. Every address starts here but a fresh load of /login, whose page hands over to it when
// the user leaves (app/boot-login.tsx): the router's code is not part of the sign-in page's JavaScript.
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppRoot } from './provider.tsx';
import { createAppRouter } from './router.tsx';

/** Resolves when the router has loaded the code (and data) of the address it started on. */
function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * How long a fresh page stays blank while the first screen's code and answers load, before it shows the loading
 * message (decision 038): a screen ready sooner paints once, whole, without the message flashing first.
 */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Renders the router at the current address. `keepScreen`: the page on show (the sign-in page) stays until the next
 * screen is ready, rather than a loading message in between. A fresh page (nothing on show) waits for the screen at
 * most FIRST_PAINT_WAIT_MS.
 */
export async function startRouter(root: Root, { keepScreen = false } = {}): Promise<void> {
  const router = createAppRouter();
  if (keepScreen) await initialized(router);
  else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    });
    await Promise.race([initialized(router), waited]);
    clearTimeout(timer);
  }
  // In slices, as the router renders its screens (boot-login.tsx). flushSync is what react-router/dom's
  // RouterProvider adds (importing it resolves to a second copy of the router under Node).
  startTransition(() =>
    root.render(
      <AppRoot>
        <RouterProvider router={router} flushSync={flushSync} />
      </AppRoot>,
    ),
  );
}
