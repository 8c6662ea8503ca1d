// The frame of pages seen signed out (Login, ChangePassword, the accessibility statement).
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageLink } from './language-switch.tsx';
import { PageFrame } from './page-frame.tsx';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      header={
        <Group justify="space-between" wrap="wrap" gap="sm" py="sm">
          <Text component="span" className="app-name">
            {t('common:appName')}
          </Text>
          <LanguageLink />
        </Group>
      }
    >
      {children}
    </PageFrame>
  );
}
