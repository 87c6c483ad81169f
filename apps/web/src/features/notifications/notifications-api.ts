import { markReadResultSchema, notificationSchema } from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
};

export async function fetchNotifications(signal?: AbortSignal) {
  const { data } = await apiRequest('/organizer/notifications', {
    schema: z.array(notificationSchema),
    signal,
  });
  return data;
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => fetchNotifications(signal),
  });
}

export async function markNotificationsRead(ids: string[]) {
  const { data } = await apiRequest('/organizer/notifications/read', {
    schema: markReadResultSchema,
    method: 'POST',
    body: { ids },
  });
  return data;
}
