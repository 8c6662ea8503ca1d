// PageNotFound (spec §2): says which address has no page.
import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths.ts';
import { PageTitle } from './page-title.tsx';

export function PageNotFound() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="md">
      <PageTitle>{t('common:notFound.title')}</PageTitle>
      <Text>
        {t('common:notFound.text')}{' '}
        <Code className="missing-url">{`${location.pathname}${location.search}`}</Code>
      </Text>
      <Anchor component={Link} to={paths.dashboard.build()}>
        {t('common:notFound.goHome')}
      </Anchor>
    </Stack>
  );
}
