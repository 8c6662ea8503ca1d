// One notice: what happened to which application, when, a link to the screen that acts on it, and its read state.
import { Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { NoticeAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { noticeLink } from '../notice-link.ts';

export function NotificationItem({ notice, onRead }: { notice: NoticeAnswer; onRead: () => void }) {
  const { t } = useTranslation(['notifications', 'statuses']);
  // The deal's one reference, as the result screens and the list's App # show it (decision 048).
  const reference = notice.number ?? t('notifications:noReference');
  // A key with spaces ('Not Approved') would pass for a sentence with `statuses:` in front: name the namespace.
  const status = t(notice.status, { ns: 'statuses', defaultValue: notice.status });
  const unread = notice.read === null;
  return (
    <li className="notice-item">
      <Paper withBorder p="md" className={unread ? 'notice-unread' : undefined}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={700} component="h2" size="md" m={0}>
            {t(`notifications:kind.${notice.kind}`)}
            {unread && (
              <Badge ml="xs" color="blue" variant="filled" size="sm">
                {t('notifications:new')}
              </Badge>
            )}
          </Text>
          <Text size="sm">
            <time dateTime={notice.created}>{formatTimestamp(notice.created, currentLocale())}</time>
          </Text>
        </Group>
        <Text mt="xs">{t(`notifications:text.${notice.kind}`, { reference, status })}</Text>
        <Group mt="sm" gap="md">
          <Anchor component={Link} to={noticeLink(notice.kind, notice.status, notice.applicationId)}>
            {t('notifications:open', { reference })}
          </Anchor>
          {unread && (
            <Button
              size="xs"
              variant="outline"
              onClick={onRead}
              aria-label={t('notifications:markReadOf', { reference })}
            >
              {t('notifications:markRead')}
            </Button>
          )}
        </Group>
      </Paper>
    </li>
  );
}
