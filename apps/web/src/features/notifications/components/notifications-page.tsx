// The Notifications page (issue 27, decision 042): the user's notices, newest first, each linking to the screen that
// acts on it; mark one or all read; older pages on demand. The live stream refreshes it as notices arrive.
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import '../notifications.css';
import { errorText } from '../../../lib/errors.ts';
import { useMarkRead, useNotices } from '../api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const notices = useNotices();
  const mark = useMarkRead();
  const pages = notices.data?.pages ?? [];
  const items = pages.flatMap((page) => page.notices);
  const unread = pages[0]?.unread ?? 0;
  return (
    <Stack gap="lg" maw="48rem">
      <PageTitle>{t('title')}</PageTitle>
      <Text>{t('intro')}</Text>
      {notices.isPending && <Loader role="status" aria-label={t('loading')} />}
      {notices.isError && (
        <Alert color="red" variant="outline" role="alert" title={t('failed')}>
          {errorText(notices.error)}
        </Alert>
      )}
      {mark.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(mark.error)}
        </Alert>
      )}
      {notices.isSuccess && (
        <Group justify="space-between" align="center">
          <Text fw={600}>{t('unreadCount', { count: unread })}</Text>
          <Button
            variant="outline"
            disabled={unread === 0}
            loading={mark.isPending && mark.variables === 'all'}
            onClick={() => mark.mutate('all')}
          >
            {t('markAllRead')}
          </Button>
        </Group>
      )}
      {notices.isSuccess && items.length === 0 && <Text>{t('empty')}</Text>}
      {items.length > 0 && (
        <ul className="notice-list" aria-label={t('title')}>
          {items.map((notice) => (
            <NotificationItem key={notice.id} notice={notice} onRead={() => mark.mutate(notice.id)} />
          ))}
        </ul>
      )}
      {notices.hasNextPage && (
        <div>
          <Button
            variant="subtle"
            loading={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
          >
            {t('older')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
