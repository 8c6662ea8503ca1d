// Share (issue 11): e-mails the quote to a customer in the language chosen for them (POST /api/share); the built-in
// mail adapter keeps it in the mailbox page.
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { LOCALES, type Locale, shareQuoteRequest } from '@vp/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { showError } from '../../../lib/errors.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useShareQuote } from '../api/calculator.ts';
import type { Quote } from './calculator-page.tsx';

export function ShareQuote({ quote }: { quote: Quote }) {
  const { t } = useTranslation('financing');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Locale>(currentLocale());
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const share = useShareQuote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shareQuoteRequest.safeParse({
      email,
      language,
      amount: quote.amount,
      country: quote.region.country,
      province: quote.region.region,
      programId: quote.programId,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setSentTo(null);
    share.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('calculator.shared', { email: parsed.data.email }));
        setSentTo(parsed.data.email);
      },
      onError: (failure) => showError(failure),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="share-quote-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="share-quote-title">
            {t('calculator.shareTitle')}
          </Title>
          <TextInput
            ref={emailRef}
            type="email"
            autoComplete="off"
            label={t('calculator.email')}
            required
            withAsterisk={false}
            error={error && translateMessage(error)}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Radio.Group
            label={t('calculator.language')}
            value={language}
            onChange={(value) => setLanguage(value as Locale)}
          >
            <Group gap="md" mt="xs">
              {LOCALES.map((code) => (
                <Radio key={code} value={code} label={t(`calculator.languages.${code}`)} lang={code} />
              ))}
            </Group>
          </Radio.Group>
          <div>
            <Button type="submit" loading={share.isPending}>
              {t('calculator.share')}
            </Button>
          </div>
          {sentTo && (
            <Alert color="green" variant="outline" role="status">
              {t('calculator.sharedTo', { email: sentTo })}{' '}
              <Anchor component={Link} to={paths.mailbox.build()}>
                {t('calculator.openMailbox')}
              </Anchor>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
