import type { Notification } from '@betterplay/contracts';

/** The badge counts what the organiser has not seen: organizerReadFlag true. */
export function unreadOf(notifications: readonly Notification[]): Notification[] {
  return notifications.filter((notification) => notification.organizerReadFlag);
}

/** Newest first, replacing any copy already fetched. */
export function withNotification(
  notifications: Notification[] | undefined,
  notification: Notification,
): Notification[] | undefined {
  if (notifications === undefined) return undefined;
  return [notification, ...notifications.filter((existing) => existing.id !== notification.id)];
}

export function withoutNotifications(
  notifications: Notification[] | undefined,
  ids: readonly string[],
): Notification[] | undefined {
  if (notifications === undefined) return undefined;
  const gone = new Set(ids);
  return notifications.filter((notification) => !gone.has(notification.id));
}

export function withReadFlagsCleared(
  notifications: Notification[] | undefined,
  ids: readonly string[],
): Notification[] | undefined {
  if (notifications === undefined) return undefined;
  const read = new Set(ids);
  return notifications.map((notification) =>
    read.has(notification.id) ? { ...notification, organizerReadFlag: false } : notification,
  );
}
