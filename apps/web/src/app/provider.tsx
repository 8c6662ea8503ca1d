// What every screen relies on: translations, the Mantine theme, and notifications (their container is
// loaded with the first one). The query client comes with the layouts of the screens that fetch.
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { useNotificationsHostWanted } from '../lib/notify.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const NotificationsHost = lazy(() =>
  import('../components/notifications-host.tsx').then((m) => ({ default: m.NotificationsHost })),
);

function LazyNotifications() {
  const wanted = useNotificationsHostWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/** What the entry renders around the sign-in page or the router. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider>{children}</AppProvider>
    </StrictMode>
  );
}
