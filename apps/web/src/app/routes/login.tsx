// Login (spec §2).
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { AuthNotice } from '../../features/auth/components/auth-notice.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { loadNamespaces } from '../../lib/i18n.ts';
import { AppLink } from '../../lib/navigation.tsx';
import { paths } from '../paths.ts';

// A passkey alone (decision 053) is a way in beside the password: its button loads after the page, outside the sign-in
// page's first JavaScript (decision 025's budget).
const PasskeySignIn = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/auth/components/passkey-sign-in.tsx'),
    loadNamespaces(['factors']),
  ]);
  return { default: module.PasskeySignIn };
});

export function Component() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw="28rem" mx="auto">
      <Stack gap="md">
        <PageTitle>{t('auth:login.title')}</PageTitle>
        <Text>{t('auth:login.intro')}</Text>
        <AuthNotice />
        <LoginForm />
        <Suspense fallback={null}>
          <PasskeySignIn />
        </Suspense>
        <Anchor component={AppLink} to={paths.changePassword.build()}>
          {t('auth:login.changePassword')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
