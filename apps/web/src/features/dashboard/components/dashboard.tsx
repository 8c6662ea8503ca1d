// The dashboard: start an application, open the payment calculator, and the counts per status group.
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_APPLICATION_ID, paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session.ts';
import { DashboardWidgets } from './dashboard-widgets.tsx';

export function Dashboard() {
  const { t } = useTranslation();
  // The lender's underwriters start no application: they decide the Pending ones of every vendor.
  const underwriter = useSession()?.user.role === 'underwriter';
  return (
    <Stack gap="lg">
      <PageTitle>{t('dashboard:title')}</PageTitle>
      <Group gap="sm">
        {underwriter ? (
          <Button component={Link} to={paths.underwriterQueue.build()}>
            {t('dashboard:underwritingQueue')}
          </Button>
        ) : (
          <Button component={Link} to={paths.applicationStep1.build({ applicationId: NEW_APPLICATION_ID })}>
            {t('dashboard:newApplication')}
          </Button>
        )}
        <Button component={Link} to={paths.paymentCalculator.build()} variant="outline">
          {t('dashboard:paymentCalculator')}
        </Button>
      </Group>
      <DashboardWidgets />
    </Stack>
  );
}
