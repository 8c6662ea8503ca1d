// Adding an authenticator app (decision 053): its QR code (and the key to type, four characters at a time), then the
// first code it shows, which confirms it. Used at sign-in's enrolment and in Settings.
import { Alert, Button, Code, Stack, Text, TextInput } from '@mantine/core';
import type { TotpSetupAnswer } from '@vp/domain';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { CodeInput, readCode } from './code-input.tsx';

export function AppSetup({
  setup,
  onConfirm,
}: {
  setup: TotpSetupAnswer;
  /** Sends the first code and the app's name; throws the API's refusal. */
  onConfirm: (code: string, name: string) => Promise<void>;
}) {
  const { t } = useTranslation('factors');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const groups = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = readCode(String(data.get('code') ?? ''), 'totp');
    if (!code) {
      setError(t('invalid.totpCode'));
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(code, String(data.get('name') ?? '').trim());
    } catch (failure) {
      setError(errorText(failure));
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text>{t('app.scan')}</Text>
        <QRCodeSVG value={setup.uri} size={176} marginSize={2} title={t('app.qr')} role="img" />
        <Text size="sm">
          {t('app.key')} <Code data-testid="totp-secret">{groups}</Code>
        </Text>
        <CodeInput ref={codeRef} method="totp" error={error} />
        <TextInput name="name" label={t('app.name')} description={t('app.nameHint')} maxLength={60} />
        {error && (
          <Alert color="red" variant="outline" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {t('app.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
