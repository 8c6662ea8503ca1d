// The lender's screens are for the lender's users holding the screen's role (decision 046): anyone else is told so
// before any call to the API, which would only answer 403 (decision 031: a refusal, shown; the session is kept).

import { Button, Stack, Text } from '@mantine/core';
import { hasLenderRole, type LenderRole } from '@vp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session.ts';

export function LenderOnly({ lenderRole, children }: { lenderRole: LenderRole; children: ReactNode }) {
  const { t } = useTranslation('underwriter');
  const session = useSession();
  if (session && hasLenderRole(session.user, lenderRole)) return children;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{t('refused.title')}</PageTitle>
      <Text>{t(`refused.${lenderRole}`)}</Text>
      <Button component={Link} to={paths.dashboard.build()}>
        {t('refused.home')}
      </Button>
    </Stack>
  );
}
