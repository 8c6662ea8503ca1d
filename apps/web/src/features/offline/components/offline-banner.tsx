// The banner of the signed-in pages while the tablet is offline or sends what it kept (issue 39), in one live region.
// The region is always there (a live region announces what comes into it), but it is a status only while it says
// something: an empty one would be one more "status" on every page beside the screen's own.
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../offline-store.ts';

export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const { online, sending, kept, lastSent } = useOfflineState();
  let message: string | null = null;
  if (!online)
    message = `${t('banner.offline')}${kept.length > 0 ? ` ${t('banner.pending', { count: kept.length })}` : ''}`;
  else if (sending) message = t('banner.sending');
  else if (kept.length > 0) message = t('banner.pending', { count: kept.length });
  else if (lastSent > 0) message = t('banner.sent');
  return (
    <div aria-live="polite" className="offline-banner">
      {message && (
        <Paper
          role="status"
          withBorder
          p="sm"
          mb="md"
          bg={online ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-yellow-0)'}
        >
          <Text>{message}</Text>
        </Paper>
      )}
    </div>
  );
}
