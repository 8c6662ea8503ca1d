// The customer's second factor (decision 041): the 6-digit code sent to their other channel, or their date of birth.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { MASKS } from '@vp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/form/masked-input.tsx';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { customerApi } from '../api/customer-api.ts';

interface Props {
  token: string;
  factor: 'code' | 'dob';
  sentTo?: string | undefined;
  onVerified: (session: string) => void;
}

export function CustomerVerify({ token, factor, sentTo, onVerified }: Props) {
  const { t } = useTranslation(['customer', 'application']);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  /** "Send me a new code": the server says when (a translated 429 with the seconds) once too soon or too many. */
  const resend = async () => {
    setError(null);
    setResent(null);
    try {
      const opened = await customerApi.open(token, true);
      setResent(t('verify.resent', { to: opened.sentTo ?? sentTo ?? '' }));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { session } = await customerApi.verify(
        token,
        factor === 'code' ? { code: value } : { dob: value },
      );
      onVerified(session);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.status === 404 ? t('verify.wrong') : errorText(failure),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={420}>
        <Text>{factor === 'code' ? t('verify.codeSent', { to: sentTo ?? '' }) : t('verify.dobText')}</Text>
        {error && (
          <Alert color="red" variant="outline" role="alert">
            {error}
          </Alert>
        )}
        {resent && (
          <Text role="status" c="dimmed">
            {resent}
          </Text>
        )}
        {factor === 'code' ? (
          <TextInput
            label={t('verify.code')}
            description={t('verify.codeHint')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            aria-invalid={error ? true : undefined}
          />
        ) : (
          <MaskedInput
            label={t('verify.dob')}
            description={t('application:fields.dateHint')}
            mask={MASKS.date}
            value={value}
            onChange={setValue}
            inputMode="numeric"
            autoComplete="bday"
            required
            aria-invalid={error ? true : undefined}
          />
        )}
        <Button type="submit" loading={busy} disabled={value.length < 6}>
          {t('verify.submit')}
        </Button>
        {factor === 'code' && (
          <Button variant="subtle" onClick={() => void resend()}>
            {t('verify.resend')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
