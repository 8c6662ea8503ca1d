// The salesperson sends the customer a link (issue 26): by e-mail and/or text message, to the contact on file or typed
// here (checked by the server with the wizard's rules), in the customer's language.
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type CustomerPerson, isLocale, MASKS } from '@vp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/form/masked-input.tsx';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { customerLinks } from '../api/customer-api.ts';

interface Props {
  applicationId: string;
  person: CustomerPerson;
  email: string | null;
  mobilePhone: string | null;
  onSent: () => void;
  onCancel: () => void;
}

export function SendLinkForm({ applicationId, person, email, mobilePhone, onSent, onCancel }: Props) {
  const { t, i18n } = useTranslation(['customer', 'common']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [channels, setChannels] = useState<string[]>(email ? ['email'] : mobilePhone ? ['sms'] : ['email']);
  const [address, setAddress] = useState(email ?? '');
  const [mobile, setMobile] = useState(mobilePhone ?? '');
  const [language, setLanguage] = useState<string>(locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAlert(null);
    if (channels.length === 0) {
      setAlert(t('dealer.channelRequired'));
      return;
    }
    setBusy(true);
    try {
      const sent = await customerLinks.send(applicationId, {
        channels: channels as Array<'email' | 'sms'>,
        person,
        language: language === 'fr' ? 'fr' : 'en',
        contact: {
          ...(channels.includes('email') ? { email: address } : {}),
          ...(channels.includes('sms') ? { mobilePhone: mobile } : {}),
        },
      });
      const to = [sent.sentTo.email, sent.sentTo.sms].filter(Boolean).join(', ');
      notifySuccess(t('dealer.sent', { to, at: formatTimestamp(sent.expiresAt, locale) }));
      onSent();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0)
        setErrors(failure.fieldErrors);
      setAlert(errorText(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" variant="outline" role="alert">
            {translateMessage(alert)}
          </Alert>
        )}
        <Checkbox.Group label={t('dealer.channels')} value={channels} onChange={setChannels}>
          <Group gap="lg" mt="xs">
            <Checkbox value="email" label={t('dealer.email')} />
            <Checkbox value="sms" label={t('dealer.sms')} />
          </Group>
        </Checkbox.Group>
        {channels.length === 2 && <Text size="sm">{t('dealer.twoFactors')}</Text>}
        {channels.includes('email') && (
          <TextInput
            label={t('dealer.emailField')}
            type="email"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            error={errors.email}
            autoComplete="off"
            required
          />
        )}
        {channels.includes('sms') && (
          <MaskedInput
            label={t('dealer.mobileField')}
            mask={MASKS.phone}
            value={mobile}
            onChange={setMobile}
            error={errors.mobilePhone}
            inputMode="tel"
            required
          />
        )}
        <Radio.Group label={t('dealer.language')} value={language} onChange={setLanguage}>
          <Group gap="lg" mt="xs">
            <Radio value="en" label="English" lang="en" />
            <Radio value="fr" label="Français" lang="fr" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('dealer.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('dealer.sendSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
