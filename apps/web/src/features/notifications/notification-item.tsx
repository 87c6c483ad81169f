import type { Notification } from '@betterplay/contracts';
import { Avatar } from '@betterplay/ui';
import { relativeTime } from '../../lib/relative-time.ts';
import { notificationText } from './notification-text.ts';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}

export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { firstName, lastName, avatar, createdAt, organizerReadFlag: unread } = notification;
  return (
    <li
      className="relative flex gap-3 px-4 py-3 hover:bg-accent/60 has-[:focus-visible]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-inset"
      data-unread={unread}
    >
      <Avatar src={avatar} firstName={firstName} lastName={lastName} size="sm" />
      <div className="min-w-0 flex-1 text-sm">
        {/* The whole sentence names the button; its overlay makes the whole entry tappable. */}
        <button
          type="button"
          onClick={() => onOpen(notification)}
          className="text-left break-words after:absolute after:inset-0 focus-visible:outline-none"
        >
          <span className="font-semibold">
            {firstName} {lastName}
          </span>{' '}
          {notificationText(notification)}
        </button>
        <p className="mt-0.5 text-xs text-muted-foreground">
          <time dateTime={createdAt}>{relativeTime(createdAt, now)}</time>
        </p>
      </div>
      {unread ? (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </li>
  );
}
