import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'join-request',
  'request-accepted',
  'request-rejected',
  'reminder',
  'friend-added',
  'waitlist-offer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A bell entry. For 'join-request' the person is the requester (the product's organiser
 * notification); for 'friend-added' the player who added the recipient (no social: its name is
 * ''); for the others it is the social's organiser.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  socialId: z.string().nullable(),
  socialName: z.string(),
  joinRequestId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  /**
   * Only on 'join-request' entries: the requester's email, which the organiser's Requests table
   * shows. A player never receives the organiser's (or anyone else's) email.
   */
  email: z.string().optional(),
  /** Only on 'friend-added' entries: the player who added the recipient, to add back. */
  playerId: z.string().optional(),
  /** Only on 'friend-added' entries: whether the recipient has added that player already. */
  isFriend: z.boolean().optional(),
  createdAt: z.string(),
  /** true means not seen yet: counts in the badge and shows the dot */
  organizerReadFlag: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const markReadResultSchema = z.object({ updated: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;
