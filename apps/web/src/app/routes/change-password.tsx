// ChangePassword (spec §2, §5): open to all; the user name comes from the query (expired password) or
// the session.
import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { authNoticeState } from '../../features/auth/components/auth-notice.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { clearSession, useSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('expired') === '1';
  const defaultUserName = searchParams.get('userName') ?? session?.user.userName ?? '';

  const onChanged = async () => {
    await navigate(paths.login.build(), { state: authNoticeState('passwordChanged') });
    clearSession();
  };

  return (
    <Paper withBorder p="lg" maw="32rem" mx="auto">
      <Stack gap="md">
        <PageTitle>{t('auth:changePassword.title')}</PageTitle>
        {expired && (
          <Alert color="orange" variant="outline" role="status">
            {t('auth:changePassword.expired')}
          </Alert>
        )}
        <ChangePasswordForm defaultUserName={defaultUserName} onChanged={() => void onChanged()} />
        {!session && (
          <Anchor component={Link} to={paths.login.build()}>
            {t('auth:changePassword.backToLogin')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
