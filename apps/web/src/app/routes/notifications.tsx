// Notifications (spec §2 names it; issue 27).
import { NotificationsPage } from '../../features/notifications/index.ts';

export function Component() {
  return <NotificationsPage />;
}
