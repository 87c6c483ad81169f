import type { Notification } from '@betterplay/contracts';
import { Button, Popover, PopoverContent, PopoverTitle, PopoverTrigger } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationList } from './notification-list.tsx';
import { destinationOf } from './notification-text.ts';
import { unreadOf } from './notifications-cache.ts';
import { notificationsQueryOptions } from './notifications-api.ts';
import { useAddBack } from './use-add-back.ts';
import { useLiveNotifications, useMarkNotificationsRead } from './use-notifications.ts';
import { useNow } from '../../lib/use-now.ts';

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The signed-in header's bell: unread badge and the list of notifications in a Popover, which
 * closes on Escape (focus back on the bell), on a click outside and when focus moves away.
 */
export function NotificationBell() {
  const notifications = useQuery(notificationsQueryOptions());
  const arrival = useLiveNotifications();
  const markRead = useMarkNotificationsRead();
  const { addBack, addingBack } = useAddBack();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const now = useNow(open);

  const unread = unreadOf(notifications.data ?? []);

  const openNotification = (notification: Notification) => {
    const ids = unread.map((entry) => entry.id);
    if (ids.length > 0) markRead.mutate(ids);
    setOpen(false);
    void navigate(destinationOf(notification.kind));
  };

  return (
    <>
      {/* Outside the popover, so it is there (and heard) while the panel is closed. */}
      <p role="status" aria-live="polite" className="sr-only">
        {arrival}
      </p>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Notifications, ${unread.length} unread`}
            className="relative"
          >
            <Bell className="size-5" aria-hidden />
            {unread.length > 0 ? (
              <span
                aria-hidden
                data-testid="notification-badge"
                className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground sm:-top-0.5 sm:-right-0.5"
              >
                {badgeText(unread.length)}
              </span>
            ) : null}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" sideOffset={8} className="w-96 p-0">
          <PopoverTitle className="block border-b px-4 py-3">Notifications</PopoverTitle>
          <NotificationList
            notifications={notifications.data}
            loading={notifications.isPending}
            failed={notifications.isError}
            now={now}
            onOpen={openNotification}
            onAddBack={addBack}
            addingBack={addingBack}
          />
        </PopoverContent>
      </Popover>
    </>
  );
}
