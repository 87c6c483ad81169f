import type { Notification, NotificationKind } from '@betterplay/contracts';

/** A bell entry as the repository reads it: the other person's details in full. */
export type NotificationRow = {
  id: string;
  recipientId: string;
  kind: NotificationKind;
  socialId: string | null;
  socialName: string;
  joinRequestId: string | null;
  firstName: string;
  lastName: string;
  avatar: string;
  email: string;
  createdAt: Date;
  organizerReadFlag: boolean;
};

/**
 * What the recipient may see. An organiser sees the requester's email (the product's Requests table
 * shows it); a player's entries name the organiser, whose email is not theirs to have. Built field
 * by field, because socket payloads are sent as they are, without the HTTP schema's stripping.
 */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    socialId: row.socialId,
    socialName: row.socialName,
    joinRequestId: row.joinRequestId,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    ...(row.kind === 'join-request' ? { email: row.email } : {}),
    createdAt: row.createdAt.toISOString(),
    organizerReadFlag: row.organizerReadFlag,
  };
}
