// Sync (spec §2): asks the document host to queue again the submissions still waiting, reads the list again,
// and says 'Sync Finished' for 3 seconds (spec §9) in a polite live region.
import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/errors.ts';
import { useSyncApplications } from '../api/sync-applications.ts';

export const SYNC_MESSAGE_MS = 3_000;

export function SyncButton() {
  const { t } = useTranslation('applications');
  const sync = useSyncApplications();
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => setFinished(false), SYNC_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  const run = () => {
    if (sync.isPending) return;
    setFinished(false);
    sync.mutate(undefined, { onSuccess: () => setFinished(true), onError: (error) => showError(error) });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {/* Stays focusable while it runs (a disabled button would drop the keyboard focus). */}
      <Button
        variant="outline"
        onClick={run}
        aria-disabled={sync.isPending || undefined}
        rightSection={sync.isPending ? <Loader size={14} aria-hidden="true" /> : null}
      >
        {t('sync')}
      </Button>
      <Text size="sm" c="var(--app-done-color)" fw={600} aria-live="polite" className="sync-message">
        {finished ? t('syncFinished') : ''}
      </Text>
    </Group>
  );
}
