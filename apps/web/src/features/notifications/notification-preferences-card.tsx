import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  DELIVERY_KIND_LABELS,
  DELIVERY_KINDS,
  type DeliveryChannel,
  type DeliveryKind,
  type NotificationPreferences,
} from '@betterplay/contracts';
import { Card, CardContent, CardHeader, LoadState, Switch } from '@betterplay/ui';
import type { ReactNode } from 'react';

export const NOTIFICATION_PREFERENCES_TEXTS = {
  title: 'Notifications',
  intro: 'What reaches you when Better Play is closed.',
  loading: 'Loading your notification settings...',
  caption: 'Notification settings, by email and by push',
  kind: 'Message',
} as const;

export interface NotificationPreferencesCardProps {
  /** Every switch; undefined until they load. */
  preferences: NotificationPreferences | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry?(): void;
  /** While a change is being saved the switches wait. */
  saving?: boolean;
  onChange(channel: DeliveryChannel, kind: DeliveryKind, on: boolean): void;
  /** Whether this browser receives push, below the switches (PushDeviceSwitch). */
  device?: ReactNode;
}

/** The profile's Notifications card: one switch per kind of message and channel. */
export function NotificationPreferencesCard({
  preferences,
  loading,
  error,
  onRetry,
  saving = false,
  onChange,
  device,
}: NotificationPreferencesCardProps) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg font-semibold">{NOTIFICATION_PREFERENCES_TEXTS.title}</h2>
        <p className="text-muted-foreground text-sm">{NOTIFICATION_PREFERENCES_TEXTS.intro}</p>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <LoadState
          loading={loading}
          loadingText={NOTIFICATION_PREFERENCES_TEXTS.loading}
          error={error}
          onRetry={onRetry}
          minHeight="6rem"
        >
          {preferences ? (
            <table className="w-full text-sm" aria-busy={saving}>
              <caption className="sr-only">{NOTIFICATION_PREFERENCES_TEXTS.caption}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 text-left font-medium">
                    {NOTIFICATION_PREFERENCES_TEXTS.kind}
                  </th>
                  {DELIVERY_CHANNELS.map((channel) => (
                    <th key={channel} scope="col" className="w-16 py-2 text-center font-medium">
                      {DELIVERY_CHANNEL_LABELS[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {DELIVERY_KINDS.map((kind) => (
                  <tr key={kind} className="border-b last:border-b-0">
                    <th scope="row" className="py-3 pr-2 text-left font-normal">
                      {DELIVERY_KIND_LABELS[kind]}
                    </th>
                    {DELIVERY_CHANNELS.map((channel) => (
                      <td key={channel} className="py-3 text-center">
                        <Switch
                          aria-label={`${DELIVERY_KIND_LABELS[kind]} by ${DELIVERY_CHANNEL_LABELS[channel].toLowerCase()}`}
                          checked={preferences[channel][kind]}
                          disabled={saving}
                          onCheckedChange={(on) => onChange(channel, kind, on)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </LoadState>
        {device}
      </CardContent>
    </Card>
  );
}
