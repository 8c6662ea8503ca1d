// What a screen shows until its issue is built: its name and a plain 'not available yet' (never an error).
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { PageTitle } from './page-title.tsx';

export function NotAvailable({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const name = t(`common:screens.${screen}`, { defaultValue: screen });
  return (
    <Stack gap="md">
      <PageTitle>{name}</PageTitle>
      <Text fw={700}>{t('common:notAvailable.title')}</Text>
      <Text>{t('common:notAvailable.text', { screen: name })}</Text>
      <Anchor component={Link} to={paths.dashboard.build()}>
        {t('common:notAvailable.goHome')}
      </Anchor>
    </Stack>
  );
}
