// Mantine's notifications container, top center, 10 s (spec §9); shows and hides over 1 s.
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../lib/notify.ts';

const NOTIFICATION_TRANSITION_MS = 1000;

export function NotificationsHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      transitionDuration={NOTIFICATION_TRANSITION_MS}
      zIndex={1000}
      // Hovering one pauses that one only, as before Mantine 9 (which pauses them all).
      pauseResetOnHover="notification"
    />
  );
}
