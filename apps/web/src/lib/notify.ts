// Toast notifications (spec §9: top center, hidden after 10 s), through Mantine's notification store.
// The container that draws them is loaded with the first notification, keeping it out of Login's bundle.
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;

let hostWanted = false;
const hostListeners = new Set<() => void>();

function subscribeHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** True once a notification was shown: the notifications container must then be on the page. */
export function useNotificationsHostWanted(): boolean {
  return useSyncExternalStore(
    subscribeHost,
    () => hostWanted,
    () => false,
  );
}

function show(message: string, color: 'red' | 'green', id?: string): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  notifications.show({
    id,
    message,
    color,
    autoClose: NOTIFICATION_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': i18n.t('common:notifications.close') },
  });
}

export function notifyError(message: string, id?: string): void {
  show(message, 'red', id);
}

export function notifySuccess(message: string, id?: string): void {
  show(message, 'green', id);
}
