import type { Notification } from '@betterplay/contracts';
import { NotificationItem } from './notification-item.tsx';

interface NotificationListProps {
  notifications: Notification[] | undefined;
  loading: boolean;
  failed: boolean;
  now: number;
  onOpen: (notification: Notification) => void;
  onAddBack?: (playerId: string) => void;
  addingBack?: string | null;
}

export function NotificationList({
  notifications,
  loading,
  failed,
  now,
  onOpen,
  onAddBack,
  addingBack,
}: NotificationListProps) {
  if (notifications === undefined || notifications.length === 0) {
    const text = loading
      ? 'Loading notifications...'
      : failed
        ? 'Could not load notifications. Please try again.'
        : 'No notifications yet';
    return <p className="px-4 py-8 text-center text-sm text-muted-foreground">{text}</p>;
  }
  return (
    <ul
      className="max-h-96 divide-y overflow-y-auto overscroll-contain"
      aria-label="Notification list"
    >
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={onOpen}
          onAddBack={onAddBack}
          addingBack={addingBack}
        />
      ))}
    </ul>
  );
}
