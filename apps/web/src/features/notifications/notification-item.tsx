import type { Notification } from '@betterplay/contracts';
import { Avatar, Button } from '@betterplay/ui';
import { relativeTime } from '../../lib/relative-time.ts';
import { notificationText } from './notification-text.ts';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
  /** 'Add back' on an 'added you as a friend' entry, while the player is not a friend yet */
  onAddBack?: (playerId: string) => void;
  /** the player being added back, if any */
  addingBack?: string | null;
}

export function NotificationItem({
  notification,
  now,
  onOpen,
  onAddBack,
  addingBack = null,
}: NotificationItemProps) {
  const { firstName, lastName, avatar, createdAt, organizerReadFlag: unread } = notification;
  const { playerId } = notification;
  const canAddBack =
    notification.kind === 'friend-added' &&
    playerId !== undefined &&
    notification.isFriend !== true &&
    onAddBack !== undefined;
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
          className="text-left after:absolute after:inset-0 focus-visible:outline-none"
        >
          <span className="font-semibold">
            {firstName} {lastName}
          </span>{' '}
          {notificationText(notification)}
        </button>
        <p className="mt-0.5 text-xs text-muted-foreground">
          <time dateTime={createdAt}>{relativeTime(createdAt, now)}</time>
        </p>
        {canAddBack ? (
          // Above the entry's overlay: adding back does not open the entry.
          <Button
            size="sm"
            variant="outline"
            className="relative z-10 mt-2 h-11 sm:h-8"
            aria-label={`Add back ${firstName} ${lastName}`}
            disabled={addingBack === playerId}
            onClick={() => onAddBack(playerId)}
          >
            Add back
          </Button>
        ) : null}
      </div>
      {unread ? (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </li>
  );
}
