// "A new version is ready — reload": shown once the service worker has a new version waiting; it reloads only when the
// user chooses to (decision 057), so nobody loses what they were typing.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../offline-store.ts';
import { applyUpdate } from '../register-sw.ts';

export function UpdatePrompt() {
  const { t } = useTranslation('offline');
  const { updateReady } = useOfflineState();
  const [later, setLater] = useState(false);
  if (!updateReady || later) return null;
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label={t('update.ready')}>
      <Group justify="space-between" gap="sm">
        <Text>{t('update.ready')}</Text>
        <Group gap="xs">
          <Button variant="outline" onClick={() => setLater(true)}>
            {t('update.later')}
          </Button>
          <Button onClick={applyUpdate}>{t('update.reload')}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
