// The dealership's webhook endpoints (decision 058): add one (an HTTPS address and its events; the signing secret
// shown once), see each with its state, its latest deliveries and their attempts, resume a paused one, remove one.
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from '@vp/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import {
  useCreateWebhook,
  useWebhookAction,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/integrations.ts';
import { ChoiceForm } from './choice-form.tsx';
import { type Shown, ShownOnce } from './shown-once.tsx';
import { useConfirm } from './use-confirm.tsx';
import { eventKey } from './words.ts';

function attemptText(attempt: WebhookDelivery['attempts'][number], t: TFunction<'integrations'>) {
  const code = attempt.statusCode ?? '—';
  if (!attempt.error) return t('delivery.attempt', { code, ms: attempt.durationMs });
  return `${t(`delivery.errors.${attempt.error}` as 'delivery.errors.http', { code })} (${attempt.durationMs} ms)`;
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('integrations');
  const locale = currentLocale();
  const deliveries = useWebhookDeliveries(endpoint.id);
  return (
    <Stack gap={4} aria-label={t('hooks.showDeliveries', { url: endpoint.url })} role="region">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('hooks.deliveries')}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => void deliveries.refetch()}>
          {t('hooks.refresh')}
        </Button>
      </Group>
      {deliveries.data?.length === 0 && <Text size="sm">{t('hooks.noDeliveries')}</Text>}
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {deliveries.data?.map((delivery) => (
          <Text component="li" key={delivery.id} size="sm" data-delivery={delivery.state}>
            {formatTimestamp(delivery.createdAt, locale)} · {t(`events.${eventKey(delivery.type)}`)} ·{' '}
            {delivery.reference ?? ''} {t(delivery.status, { ns: 'statuses' })} ·{' '}
            <strong>{t(`delivery.${delivery.state}`)}</strong>
            {delivery.attempts.length > 0 &&
              ` · ${delivery.attempts.map((a) => attemptText(a, t)).join(', ')}`}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

export function WebhooksPanel() {
  const { t } = useTranslation('integrations');
  const locale = currentLocale();
  const list = useWebhooks();
  const create = useCreateWebhook();
  const action = useWebhookAction();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [confirm, ask] = useConfirm();

  const submit = async () => {
    setError(null);
    if (!url.trim()) return setError(t('validation:required'));
    if (events.length === 0) return setError(t('validation.events'));
    try {
      const answer = await create.mutateAsync({ url: url.trim(), events: events as WebhookEvent[] });
      setUrl('');
      setEvents([]);
      setShown({
        title: t('hooks.secretLabel', { url: answer.endpoint.url }),
        label: t('hooks.secretLabel', { url: answer.endpoint.url }),
        text: t('hooks.secretShownOnce'),
        value: answer.secret,
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('hooks.title')}
      </Title>
      <ChoiceForm
        title={t('hooks.create')}
        field={{ label: t('hooks.url'), placeholder: 'https://', type: 'url', maxLength: 500 }}
        text={url}
        onText={setUrl}
        choicesLabel={t('hooks.events')}
        choices={WEBHOOK_EVENTS.map((type) => ({ value: type, label: t(`events.${eventKey(type)}`) }))}
        chosen={events}
        onChosen={setEvents}
        error={error}
        pending={create.isPending}
        onSubmit={() => void submit()}
      />
      {list.data?.length === 0 && <Text c="gray.7">{t('hooks.none')}</Text>}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label={t('hooks.title')}>
        {list.data?.map((endpoint) => (
          <Paper component="li" key={endpoint.id} withBorder p="sm" data-endpoint={endpoint.url}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {endpoint.url}
                  </Text>
                  <Text size="sm">
                    {endpoint.events.map((type) => t(`events.${eventKey(type)}`)).join(' · ')}
                  </Text>
                </Stack>
                <Badge color={endpoint.state === 'paused' ? 'red' : 'green'} variant="light">
                  {t(`hooks.${endpoint.state}`)}
                </Badge>
              </Group>
              {endpoint.pausedAt && (
                <Alert color="orange">
                  {t('hooks.pausedNotice', { date: formatTimestamp(endpoint.pausedAt, locale) })}
                </Alert>
              )}
              {!endpoint.pausedAt && endpoint.failingSince && (
                <Text size="sm" c="red.8">
                  {t('hooks.failingSince', { date: formatTimestamp(endpoint.failingSince, locale) })}
                </Text>
              )}
              <Deliveries endpoint={endpoint} />
              <Group gap="xs">
                {endpoint.pausedAt && (
                  <Button size="xs" onClick={() => action.mutate({ id: endpoint.id, action: 'resume' })}>
                    {t('hooks.resume')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  color="red"
                  aria-label={t('hooks.deleteLabel', { url: endpoint.url })}
                  onClick={() =>
                    ask(t('hooks.deleteConfirm', { url: endpoint.url }), () =>
                      action.mutate({ id: endpoint.id, action: 'delete' }),
                    )
                  }
                >
                  {t('hooks.delete')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ShownOnce shown={shown} onClose={() => setShown(null)} />
      {confirm}
    </Stack>
  );
}
