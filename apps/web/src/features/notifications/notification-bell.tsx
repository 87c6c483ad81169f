import type { Notification } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { Bell } from 'lucide-react';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { NotificationList } from './notification-list.tsx';
import { destinationOf } from './notification-text.ts';
import { unreadOf } from './notifications-cache.ts';
import {
  useLiveNotifications,
  useMarkNotificationsRead,
  useNotifications,
} from './use-notifications.ts';
import { useNow } from './use-now.ts';
import { useOutsideClose } from './use-outside-close.ts';

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The signed-in header's bell: unread badge and the list of notifications. */
export function NotificationBell() {
  const notifications = useNotifications();
  useLiveNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // On phones the panel spans the screen just below the bell, wherever the header wrapped it.
  const [panelTop, setPanelTop] = useState(0);
  const now = useNow(open);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const unread = unreadOf(notifications.data ?? []);

  useOutsideClose(open, containerRef, () => setOpen(false));

  const openNotification = (notification: Notification) => {
    const ids = unread.map((entry) => entry.id);
    if (ids.length > 0) markRead.mutate(ids);
    setOpen(false);
    void navigate(destinationOf(notification.kind));
  };

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={`Notifications, ${unread.length} unread`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setPanelTop(buttonRef.current?.getBoundingClientRect().bottom ?? 0);
          setOpen((value) => !value);
        }}
        className="relative"
      >
        <Bell className="size-5" aria-hidden />
        {unread.length > 0 ? (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
          >
            {badgeText(unread.length)}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          style={{ '--bell-panel-top': `${panelTop + 8}px` } as CSSProperties}
          className="fixed inset-x-3 top-(--bell-panel-top) z-50 rounded-lg border bg-popover text-popover-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <h2 id={titleId} className="border-b px-4 py-3 text-sm font-semibold">
            Notifications
          </h2>
          <NotificationList
            notifications={notifications.data}
            loading={notifications.isPending}
            failed={notifications.isError}
            now={now}
            onOpen={openNotification}
          />
        </div>
      ) : null}
    </div>
  );
}
