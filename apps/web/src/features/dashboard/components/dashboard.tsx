// The dashboard: start an application, open the payment calculator, and the counts per status group.
import { Button, Group, Stack } from '@mantine/core';
import { hasLenderRole, type LenderRole } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_APPLICATION_ID, paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session.ts';
import { DashboardWidgets } from './dashboard-widgets.tsx';

const LENDER_START = [
  { role: 'underwriter', to: paths.underwriterQueue.build(), label: 'dashboard:underwritingQueue' },
  { role: 'funder', to: paths.underwriterFunding.build(), label: 'common:nav.fundingQueue' },
  { role: 'lenderAdmin', to: paths.dealers.build(), label: 'common:nav.dealers' },
] as const satisfies ReadonlyArray<{ role: LenderRole; to: string; label: string }>;

export function Dashboard() {
  const { t } = useTranslation();
  // The lender's users start no application: each opens the queues and screens of their roles (decision 046).
  const session = useSession();
  const lender = session?.user.role === 'underwriter';
  return (
    <Stack gap="lg">
      <PageTitle>{t('dashboard:title')}</PageTitle>
      <Group gap="sm">
        {lender ? (
          LENDER_START.filter((start) => session && hasLenderRole(session.user, start.role)).map((start) => (
            <Button key={start.label} component={Link} to={start.to}>
              {t(start.label)}
            </Button>
          ))
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
