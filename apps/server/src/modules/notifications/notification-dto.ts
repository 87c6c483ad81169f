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
  /** the other person's id (null once their account is gone); read for 'friend-added' */
  actorId?: string | null;
  /** whether the recipient follows the other person; read for 'friend-added' */
  followsActor?: boolean;
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
    ...(row.kind === 'friend-added' && typeof row.actorId === 'string'
      ? { playerId: row.actorId, isFriend: row.followsActor === true }
      : {}),
    createdAt: row.createdAt.toISOString(),
    organizerReadFlag: row.organizerReadFlag,
  };
}
