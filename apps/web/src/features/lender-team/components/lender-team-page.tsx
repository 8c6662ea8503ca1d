// The Lender team page (issue 35, paths.lenderUsers): the lender's users and the four-eyes setting, for the lender
// admin (the route guards it with LenderOnly).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { FourEyesSetting } from './four-eyes-setting.tsx';
import { LenderUsersSection } from './lender-users-section.tsx';

export function LenderTeamPage() {
  const { t } = useTranslation('lender');
  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <Text>{t('intro')}</Text>
      <LenderUsersSection />
      <FourEyesSetting />
    </Stack>
  );
}
