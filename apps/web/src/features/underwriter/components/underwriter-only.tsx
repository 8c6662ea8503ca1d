// The underwriter's screens are for the lender's underwriters only (ARCHITECTURE §6): anyone else is told so
// before any call to the API, which would only answer 403 (decision 031: a refusal, shown; the session is kept).
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session.ts';

export function isUnderwriter(role: string | undefined): boolean {
  return role === 'underwriter';
}

export function UnderwriterOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('underwriter');
  const session = useSession();
  if (isUnderwriter(session?.user.role)) return children;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{t('refused.title')}</PageTitle>
      <Text>{t('refused.text')}</Text>
      <Button component={Link} to={paths.dashboard.build()}>
        {t('refused.home')}
      </Button>
    </Stack>
  );
}
