import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DURATION_MS } from '@torque/domain';
import { useEffect } from 'react';
import classes from './MantineRoot.module.css';

/**
 * Notifications (top-right, the spec's 4500 ms, below the app header so they never cover its
 * controls, Sign out included), rendered once the first one is shown.
 */
export function NotificationsHost() {
  return (
    <Notifications
      position="top-right"
      autoClose={NOTIFICATION_DURATION_MS}
      limit={4}
      classNames={{ root: classes.notifications }}
    />
  );
}

/**
 * Mantine's modals manager (`modals.openConfirmModal` and the like), mounted when the first modal is
 * asked for. `onListening` runs once its window listeners are in place (its layout effects run
 * before this effect), so the request that brought it here can be passed on.
 */
export function ModalsHost({ onListening }: { readonly onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return <ModalsProvider />;
}
