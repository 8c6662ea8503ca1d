// Login (spec §2).
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { AuthNotice } from '../../features/auth/components/auth-notice.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { PasskeySignIn } from '../../features/auth/components/passkey-sign-in.tsx';
import { AppLink } from '../../lib/navigation.tsx';
import { paths } from '../paths.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw="28rem" mx="auto">
      <Stack gap="md">
        <PageTitle>{t('auth:login.title')}</PageTitle>
        <Text>{t('auth:login.intro')}</Text>
        <AuthNotice />
        <LoginForm />
        <PasskeySignIn />
        <Anchor component={AppLink} to={paths.changePassword.build()}>
          {t('auth:login.changePassword')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
