// Settings (issue 27, route `settings`): the user's language, the password change and, for a vendor admin, the
// dealership's users and its integrations (API keys and webhooks, issue 41); a vendor's user also chooses which notices go by e-mail (NoticeEmailPreferences,
// features/notifications). Each a section of its own, in one column.
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { authNoticeState } from '../../features/auth/components/auth-notice.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { IntegrationsSection } from '../../features/integrations/index.ts';
import { NoticeEmailPreferences } from '../../features/notifications/index.ts';
import { SecuritySection } from '../../features/second-factor/index.ts';
import { LanguageSection } from '../../features/settings/components/language-section.tsx';
import { SettingsSection } from '../../features/settings/components/settings-section.tsx';
import { VendorUsersSection } from '../../features/settings/components/vendor-users-section.tsx';
import { clearSession, useSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';

/** The change-password form of spec §5; afterwards, Login with the new password. */
function PasswordSection({ userName }: { userName: string }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const onChanged = async () => {
    await navigate(paths.login.build(), { state: authNoticeState('passwordChanged') });
    clearSession();
  };
  return (
    <SettingsSection title={t('password.title')} intro={t('password.intro')}>
      <ChangePasswordForm defaultUserName={userName} onChanged={() => void onChanged()} />
    </SettingsSection>
  );
}

export function Component() {
  const { t } = useTranslation('settings');
  const session = useSession();
  if (!session) return null;
  const vendorAdmin = session.user.role === 'vendor' && session.user.vendorAdmin === true;
  return (
    <Stack gap="lg" maw="48rem" mx="auto">
      <PageTitle>{t('title')}</PageTitle>
      <LanguageSection />
      <PasswordSection userName={session.user.userName} />
      <SecuritySection vendorAdmin={vendorAdmin} />
      {session.user.role === 'vendor' && (
        <Paper component="section" withBorder p="md" aria-labelledby="notice-email-title">
          <NoticeEmailPreferences />
        </Paper>
      )}
      {vendorAdmin && <VendorUsersSection vendorName={session.vendor?.name ?? ''} />}
      {vendorAdmin && <IntegrationsSection />}
    </Stack>
  );
}
