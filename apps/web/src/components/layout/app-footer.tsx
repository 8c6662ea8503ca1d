// The footer of every page: the accessibility statement and the app's version.
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { AppLink } from '../../lib/navigation.tsx';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Anchor component={AppLink} to={paths.accessibilityPolicy.build()}>
            {t('common:nav.accessibility')}
          </Anchor>
          <Text size="sm">{t('common:appVersion', { version: __APP_VERSION__ })}</Text>
        </Group>
      </Container>
    </footer>
  );
}
