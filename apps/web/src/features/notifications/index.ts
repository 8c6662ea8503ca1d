// The notifications feature's public face (decision 042): the page, the header's badge, the e-mail choices for the
// Settings page, and the key of every notices read (the live stream refreshes them).
export { NOTIFICATIONS_KEY } from './api/notifications.ts';
export { NoticeEmailPreferences } from './components/notice-email-preferences.tsx';
export { NotificationsBadge } from './components/notifications-badge.tsx';
export { NotificationsPage } from './components/notifications-page.tsx';
export { noticeLink } from './notice-link.ts';
