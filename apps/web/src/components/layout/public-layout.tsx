// The frame of pages seen signed out (Login, ChangePassword, the accessibility statement).
import { Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer.tsx';
import { LanguageLink } from './language-switch.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-frame">
      <SkipLink />
      <header className="app-header">
        <Container size="lg">
          <Group justify="space-between" wrap="wrap" gap="sm" py="sm">
            <Text component="span" className="app-name">
              {t('common:appName')}
            </Text>
            <LanguageLink />
          </Group>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Container size="lg" py="xl">
          {children}
        </Container>
      </main>
      <AppFooter />
    </div>
  );
}
