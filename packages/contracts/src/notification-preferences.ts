import { z } from 'zod';

/** How a person can be reached when no tab of the app is open. */
export const DELIVERY_CHANNELS = ['email', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** What can reach a person outside the app; each can be turned off per channel. */
export const DELIVERY_KINDS = [
  'join-request',
  'request-decided',
  'waitlist-offer',
  'offer-lapsing',
  'court-booking',
  'split-invitation',
  'refund',
  'reminder',
  'chat-message',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The switches' labels on the profile's Notifications card, in the order shown. */
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  'join-request': 'Requests to join my socials',
  'request-decided': 'Answers to my requests',
  'waitlist-offer': 'A place offered from a waitlist',
  'offer-lapsing': 'An offer about to lapse',
  'court-booking': 'Court bookings',
  'split-invitation': 'Invitations to share a court',
  refund: 'Refunds',
  reminder: 'Reminders before a game',
  'chat-message': 'Chat messages',
};

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'Email',
  push: 'Push',
};

/** Everything is on until the person turns it off, except chat messages by email. */
export function deliveryDefault(channel: DeliveryChannel, kind: DeliveryKind): boolean {
  return !(channel === 'email' && kind === 'chat-message');
}

/** One switch per kind; an unknown kind is refused. */
const switchesSchema = z.strictObject(
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    DeliveryKind,
    z.ZodBoolean
  >,
);

/** GET /api/v1/user/notification-preferences: every kind on every channel. */
export const notificationPreferencesSchema = z.object({
  email: switchesSchema,
  push: switchesSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/v1/user/notification-preferences: the same shape; kinds or channels left out stay as
 * they are, and an unknown one is refused (400).
 */
export const updateNotificationPreferencesSchema = z.strictObject({
  email: switchesSchema.partial().optional(),
  push: switchesSchema.partial().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof updateNotificationPreferencesSchema>;
