import type { Notification } from '@betterplay/contracts';
import { useLiveAnnouncement } from '@betterplay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { markNotificationsRead, notificationKeys } from './notifications-api.ts';
import { notificationSentence } from './notification-text.ts';
import {
  withNotification,
  withoutNotifications,
  withReadFlagsCleared,
} from './notifications-cache.ts';

/** Marks the given ids read, then reloads the list (docs/product.md). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(ids),
    // The badge drops at once; the reload below corrects it if the server disagrees.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueryData<Notification[]>(notificationKeys.all, (list) =>
        withReadFlagsCleared(list, ids),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Keeps the bell current without a reload. Returns what its polite live region says: the latest
 * notification that arrived live ('New notification: Alex Morgan requested to join ...').
 */
export function useLiveNotifications(): string {
  const queryClient = useQueryClient();
  const [arrival, setArrival] = useState<{ id: string; text: string } | null>(null);
  const update = (change: (list: Notification[]) => Notification[] | undefined) =>
    updateOrRefetch(queryClient, notificationKeys.all, change);

  useRealtimeEvent('notification:created', (notification) => {
    update((list) => withNotification(list, notification));
    setArrival({
      id: notification.id,
      text: `New notification: ${notificationSentence(notification)}`,
    });
  });
  useRealtimeEvent('notification:expired', ({ ids }) => {
    update((list) => withoutNotifications(list, ids));
  });
  // The request's own bell entry may come as a separate event, or not at all: reload to be sure.
  useRealtimeEvent('join-request:created', () => {
    updateOrRefetch(queryClient, notificationKeys.all);
  });
  return useLiveAnnouncement(arrival?.id ?? '', arrival?.text ?? null);
}
