// The mailbox of the built-in mail adapter (embedded default, ARCHITECTURE §1): every e-mail the product sent, newest
// first, with its recipient, subject, time and body, so that a demo shows what a customer receives; a link to this
// server in a body (a signing link) can be followed.
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useMailbox } from '../api/calculator.ts';
import { mailParts } from '../mail-links.ts';

/** A body as text, its links to this server (a signing link) as real links: never the mail's own markup. */
function MailBody({ text }: { text: string }) {
  return mailParts(text, window.location.origin).map((part, index) =>
    'href' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move.
      <Anchor key={index} href={part.href}>
        {part.text}
      </Anchor>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never move.
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

export function MailboxPage() {
  const { t } = useTranslation('financing');
  const mailbox = useMailbox();
  const messages = mailbox.data?.messages ?? [];
  return (
    <Stack gap="lg" maw="48rem">
      <PageTitle>{t('mailbox.title')}</PageTitle>
      <Text>{t('mailbox.intro')}</Text>
      <div>
        <Button variant="outline" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
          {t('mailbox.refresh')}
        </Button>
      </div>
      {mailbox.isPending && <Loader role="status" aria-label={t('common:loading')} />}
      {mailbox.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(mailbox.error)}
        </Alert>
      )}
      {mailbox.isSuccess && messages.length === 0 && <Text>{t('mailbox.empty')}</Text>}
      {messages.map((message) => (
        <Paper key={message.id} withBorder p="md" component="article" aria-labelledby={`mail-${message.id}`}>
          <Title order={2} size="h4" id={`mail-${message.id}`}>
            {message.subject}
          </Title>
          <Text size="sm">{t('mailbox.to', { to: message.to })}</Text>
          <Text size="sm">
            <time dateTime={message.created}>{formatTimestamp(message.created, currentLocale())}</time>
          </Text>
          <Text mt="sm" className="mail-body">
            <MailBody text={message.text} />
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
