import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useSiteConfig } from '@/stores/site-config';

/**
 * Where notices sit: at the bottom of the window on the inline start (the right in rtl, the
 * left in ltr), over the sidebar's empty lower part, where they hide nothing one is working
 * with. Never at the top, where they covered the header's Search and the page's title.
 * Mantine places them by physical side, so the side follows the direction.
 */
export const NOTICE_POSITION = {
  rtl: 'bottom-right',
  ltr: 'bottom-left',
} as const satisfies Record<'rtl' | 'ltr', NotificationsProps['position']>;

/** As wide as a notice with its Undo needs, so little of the page beside the sidebar is under it. */
const NOTICE_WIDTH = 360;

/**
 * Mantine's notifications container and its styles, loaded and mounted at the panel's first
 * notice (src/ui/overlay-host.tsx). It shows what Mantine's store holds, notices shown
 * before it arrived included.
 */
export function NotificationsHost() {
  const direction = useSiteConfig((s) => s.direction);
  return <Notifications position={NOTICE_POSITION[direction]} containerWidth={NOTICE_WIDTH} />;
}
