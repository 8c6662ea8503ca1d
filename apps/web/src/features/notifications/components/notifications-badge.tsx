// The header's link to the Notifications page with the unread count (decision 042). The count is in the link's name;
// a polite live region says it when it changes (a notice arrives, notices are read), never on a mere re-render.
import { Anchor, Badge, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useUnreadNotices } from '../api/notifications.ts';

export function NotificationsBadge() {
  // Its words load with it (a screen's namespace), without holding up the header.
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const unread = useUnreadNotices(true).data;
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === undefined || !ready) return;
    // The first count is the link's own; a change after it is said once.
    if (last.current !== undefined && last.current !== unread)
      setAnnouncement(t('badge.announce', { count: unread }));
    last.current = unread;
  }, [unread, ready, t]);
  const count = unread ?? 0;
  return (
    <>
      <Anchor
        component={Link}
        to={paths.notifications.build()}
        className="header-link notifications-link"
        aria-label={ready && count > 0 ? t('badge.labelUnread', { count }) : undefined}
      >
        {/* The common words, there from the start: the header keeps its layout while this namespace loads. */}
        {t('common:nav.notifications')}
        {count > 0 && (
          <Badge
            ml={6}
            size="sm"
            color="red"
            variant="filled"
            aria-hidden="true"
            className="notifications-count"
          >
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </Anchor>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="notifications-announcement">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
