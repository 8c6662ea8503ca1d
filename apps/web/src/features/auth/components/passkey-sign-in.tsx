// A passkey alone signs in without the password when it verifies its user (decision 053). The WebAuthn library and
// the calls load on the click: the sign-in page's first load stays within its budget.
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, safeRedirect } from '../../../app/paths.ts';
import { errorText } from '../../../lib/errors.ts';
import { useNavigation } from '../../../lib/navigation.tsx';

export function PasskeySignIn() {
  const { t } = useTranslation('factors');
  const { navigate, location } = useNavigation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    const [{ signInWithPasskey, isPasskeyCancelled }, { beginSession }] = await Promise.all([
      import('../../second-factor/index.ts'),
      import('../api/login.ts'),
    ]);
    try {
      await beginSession(await signInWithPasskey());
      const redirect = new URLSearchParams(location.search).get('redirect');
      await navigate(safeRedirect(redirect) ?? paths.dashboard.build(), { replace: true });
    } catch (error) {
      setBusy(false);
      setFailure(isPasskeyCancelled(error) ? t('signIn.cancelled') : errorText(error));
    }
  };

  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
      <Button variant="default" onClick={() => void signIn()} loading={busy}>
        {t('signIn.passkey')}
      </Button>
    </Stack>
  );
}
