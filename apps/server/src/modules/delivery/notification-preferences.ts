import {
  DELIVERY_CHANNELS,
  DELIVERY_KINDS,
  deliveryDefault,
  type DeliveryChannel,
  type DeliveryKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import {
  findPreference,
  findPreferences,
  savePreferences,
  type PreferenceRow,
} from './preferences-repository.ts';

/** Every kind on every channel: the person's choice, or the default where they made none. */
export async function readPreferences(
  deps: Deps,
  userId: string,
): Promise<NotificationPreferences> {
  const chosen = await findPreferences(deps.db, userId);
  const choiceOf = (channel: DeliveryChannel, kind: DeliveryKind) =>
    chosen.find((row) => row.channel === channel && row.kind === kind)?.enabled ??
    deliveryDefault(channel, kind);
  const switches = (channel: DeliveryChannel) =>
    Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, choiceOf(channel, kind)])) as Record<
      DeliveryKind,
      boolean
    >;
  return { email: switches('email'), push: switches('push') };
}

/** Stores the switches given (the others stay as they are) and answers all of them. */
export async function updatePreferences(
  deps: Deps,
  userId: string,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const rows: PreferenceRow[] = DELIVERY_CHANNELS.flatMap((channel) =>
    Object.entries(update[channel] ?? {}).flatMap(([kind, enabled]) =>
      enabled === undefined ? [] : [{ channel, kind: kind as DeliveryKind, enabled }],
    ),
  );
  await savePreferences(deps.db, userId, rows, deps.clock.now());
  return readPreferences(deps, userId);
}

/** Whether this kind of message may reach the person on this channel (for mail and push). */
export async function wantsDelivery(
  db: Database,
  userId: string,
  channel: DeliveryChannel,
  kind: DeliveryKind,
): Promise<boolean> {
  return (await findPreference(db, { userId, channel, kind })) ?? deliveryDefault(channel, kind);
}
