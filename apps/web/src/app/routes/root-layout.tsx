// The root route: applies ?l=, moves focus to the new page's heading after each navigation, and catches
// what no screen handled.
import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { useLanguageFromQuery } from '../../components/layout/language-switch.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { errorText } from '../../lib/errors.ts';
import { RouterNavigation } from '../router-navigation.tsx';

/** Screen readers and keyboard users start on the new page's h1, as after a full page load. */
function useFocusOnNavigation(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.querySelector<HTMLElement>('[data-page-title]')?.focus();
  }, [pathname]);
}

export function RootLayout() {
  const location = useLocation();
  useLanguageFromQuery(location.search);
  useFocusOnNavigation(location.pathname);
  return (
    <RouterNavigation>
      <Outlet />
      <ScrollRestoration />
    </RouterNavigation>
  );
}

/** A screen failed to load or render (a new release replaced its file, a bug): say so, offer a reload. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <RouterNavigation>
      <PublicLayout>
        <Stack gap="md">
          <PageTitle>{t('errors:fatalError.internal')}</PageTitle>
          <Text>{errorText(error)}</Text>
          <Anchor href="/">{t('common:notFound.goHome')}</Anchor>
        </Stack>
      </PublicLayout>
    </RouterNavigation>
  );
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <p className="app-loading" role="status">
      {t('common:loading')}
    </p>
  );
}
