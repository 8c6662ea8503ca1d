// The page's one h1, also its document title ('Dashboard – Vendor Portal'); focused after each navigation.
import { Title } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('common:appName');
  // In the same commit as the heading: a passive effect may run a frame later (the first render is a transition,
  // decision 025), so the title and the h1 could disagree for a moment, and a test reading both saw it.
  useLayoutEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}

export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} className="page-title" tabIndex={-1} data-page-title>
      {children}
    </Title>
  );
}
