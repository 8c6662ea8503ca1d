// The dealership's API keys (decision 058): create one (a name and its permissions; the token shown once), see each
// with its permissions and last use, revoke one after a confirmation.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { API_KEY_SCOPES, type ApiKeyScope } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/integrations.ts';
import { ChoiceForm } from './choice-form.tsx';
import { type Shown, ShownOnce } from './shown-once.tsx';
import { useConfirm } from './use-confirm.tsx';
import { scopeKey } from './words.ts';

export function ApiKeysPanel() {
  const { t } = useTranslation('integrations');
  const locale = currentLocale();
  const list = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const submit = async () => {
    setError(null);
    if (!name.trim()) return setError(t('validation:required'));
    if (scopes.length === 0) return setError(t('validation.scopes'));
    try {
      const answer = await create.mutateAsync({ name: name.trim(), scopes: scopes as ApiKeyScope[] });
      setName('');
      setScopes([]);
      setShown({
        title: t('keys.tokenLabel', { name: answer.key.name }),
        label: t('keys.tokenLabel', { name: answer.key.name }),
        text: t('keys.shownOnce'),
        value: answer.token,
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  const [confirm, ask] = useConfirm();
  const onRevoke = (id: number, keyName: string) =>
    ask(t('keys.revokeConfirm', { name: keyName }), () => revoke.mutate(id));

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('keys.title')}
      </Title>
      <ChoiceForm
        title={t('keys.create')}
        field={{ label: t('keys.name'), placeholder: t('keys.namePlaceholder'), maxLength: 60 }}
        text={name}
        onText={setName}
        choicesLabel={t('keys.scopes')}
        choices={API_KEY_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scopeKey(scope)}`) }))}
        chosen={scopes}
        onChosen={setScopes}
        error={error}
        pending={create.isPending}
        onSubmit={() => void submit()}
      />
      {list.data?.length === 0 && <Text c="gray.7">{t('keys.none')}</Text>}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label={t('keys.title')}>
        {list.data?.map((key) => (
          <Paper component="li" key={key.id} withBorder p="sm" data-api-key={key.name}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{key.name}</Text>
                <Text size="sm" ff="monospace">
                  {t('keys.prefix')} {key.prefix}…
                </Text>
                <Text size="sm">{key.scopes.map((scope) => t(`scopes.${scopeKey(scope)}`)).join(' · ')}</Text>
                <Text size="sm" c="gray.7">
                  {t('keys.created')} {formatTimestamp(key.createdAt, locale)} · {t('keys.lastUsed')}{' '}
                  {key.lastUsedAt ? formatTimestamp(key.lastUsedAt, locale) : t('keys.never')}
                </Text>
              </Stack>
              {key.revokedAt ? (
                <Badge color="gray" variant="light">
                  {t('keys.revoked')}
                </Badge>
              ) : (
                <Button
                  variant="outline"
                  color="red"
                  size="xs"
                  aria-label={t('keys.revokeLabel', { name: key.name })}
                  onClick={() => onRevoke(key.id, key.name)}
                >
                  {t('keys.revoke')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <ShownOnce shown={shown} onClose={() => setShown(null)} />
      {confirm}
    </Stack>
  );
}
