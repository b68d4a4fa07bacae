import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's notifications container and its styles, loaded and mounted at the panel's first
 * notice (src/ui/overlay-host.tsx). It shows what Mantine's store holds, notices shown
 * before it arrived included.
 */
export function NotificationsHost() {
  return <Notifications position="top-center" />;
}
