// The page's one h1, also its document title ('Dashboard – Vendor Portal'); focused after each navigation.
import { Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('common:appName');
  useEffect(() => {
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
