import {
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const notificationPreferencesKeys = {
  all: ['notification-preferences'] as const,
};

/** GET /user/notification-preferences: every kind, by email and by push. */
export async function fetchNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const { data } = await apiRequest('/user/notification-preferences', {
    schema: notificationPreferencesSchema,
    signal,
  });
  return data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKeys.all,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
}

/** PUT /user/notification-preferences with the switches changed; answers all of them. */
export async function saveNotificationPreferences(
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const { data } = await apiRequest('/user/notification-preferences', {
    schema: notificationPreferencesSchema,
    method: 'PUT',
    body: update,
  });
  return data;
}
