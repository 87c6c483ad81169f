import {
  messageOf,
  type DeliveryChannel,
  type DeliveryKind,
  type NotificationPreferences,
} from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { PushDeviceSwitch } from '../push/push-device-switch.tsx';
import { usePushDevice } from '../push/use-push-device.ts';
import { NotificationPreferencesCard } from './notification-preferences-card.tsx';
import {
  notificationPreferencesKeys,
  notificationPreferencesQueryOptions,
  saveNotificationPreferences,
} from './notification-preferences-api.ts';

/** This browser's push, with its switch. */
function ThisDevicePush() {
  const push = usePushDevice();
  return (
    <PushDeviceSwitch
      status={push.status}
      busy={push.busy}
      error={push.error}
      onTurnOn={push.turnOn}
      onTurnOff={push.turnOff}
    />
  );
}

export const PREFERENCES_NOT_SAVED = 'Notification settings not saved';

type Change = { channel: DeliveryChannel; kind: DeliveryKind; on: boolean };

/**
 * The profile's Notifications card with the signed-in person's switches. A switch moves at once
 * and is saved; if saving fails it moves back and a toast says why.
 */
export function ProfileNotificationPreferences() {
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const save = useSendOnce({
    mutationFn: ({ channel, kind, on }: Change) =>
      saveNotificationPreferences({ [channel]: { [kind]: on } }),
    onMutate: ({ channel, kind, on }: Change) => {
      const before = queryClient.getQueryData<NotificationPreferences>(
        notificationPreferencesKeys.all,
      );
      if (before) {
        queryClient.setQueryData<NotificationPreferences>(notificationPreferencesKeys.all, {
          ...before,
          [channel]: { ...before[channel], [kind]: on },
        });
      }
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKeys.all, saved),
    onError: (error, _change, context) => {
      if (context?.before)
        queryClient.setQueryData(notificationPreferencesKeys.all, context.before);
      toast({
        title: PREFERENCES_NOT_SAVED,
        description: messageOf(error),
        variant: 'destructive',
      });
    },
  });
  return (
    <NotificationPreferencesCard
      preferences={preferences.data}
      loading={preferences.isPending}
      error={preferences.error}
      onRetry={() => void preferences.refetch()}
      saving={save.isPending}
      onChange={(channel, kind, on) => save.mutate({ channel, kind, on })}
      device={<ThisDevicePush />}
    />
  );
}
