// The dashboard: start an application, open the payment calculator, and the counts per status group.
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_APPLICATION_ID, paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { DashboardWidgets } from './dashboard-widgets.tsx';

export function Dashboard() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle>{t('dashboard:title')}</PageTitle>
      <Group gap="sm">
        <Button component={Link} to={paths.applicationStep1.build({ applicationId: NEW_APPLICATION_ID })}>
          {t('dashboard:newApplication')}
        </Button>
        <Button component={Link} to={paths.paymentCalculator.build()} variant="outline">
          {t('dashboard:paymentCalculator')}
        </Button>
      </Group>
      <DashboardWidgets />
    </Stack>
  );
}
