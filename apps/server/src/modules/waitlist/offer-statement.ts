import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import type { NotificationRow } from '../notifications/notification-dto.ts';
import { insertNotificationCte } from '../notifications/notifications-repository.ts';
import type { LockedSocial } from './waitlist-repository.ts';

type OfferedRow = {
  offer_id: string;
  user_id: string;
  notification_id: string;
  notification_created_ms: number;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  email: string | null;
};

export type OfferMade = { offerId: string; userId: string; notification: NotificationRow };

/**
 * One free place offered, in one statement: the first in line without an open offer gets one
 * until `expiresAt`, and a bell entry from the organiser that goes with the deadline. Answers
 * the offer and the bell entry as its recipient sees it (for the push), or nothing when no one
 * in line is left without an offer.
 */
export async function offerToNextInLine(
  db: Database,
  input: { social: LockedSocial; expiresAt: Date; now: Date },
): Promise<OfferMade | undefined> {
  const { social, expiresAt, now } = input;
  const socialId = sql`${social.id}::uuid`;
  const [row] = rowsOf<OfferedRow>(
    await db.execute(sql`
      with next as (
        select entry.user_id from waitlist_entries entry
        where entry.social_id = ${socialId}
          and not exists (
            select 1 from waitlist_offers offer
            where offer.social_id = entry.social_id and offer.user_id = entry.user_id
              and offer.status = 'open')
        order by entry.seq
        limit 1
      ),
      offered as (
        insert into waitlist_offers (social_id, user_id, expires_at, created_at)
        select ${socialId}, user_id, ${expiresAt.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz
        from next
        returning id, user_id
      ),
      ${insertNotificationCte({
        from: sql`offered`,
        userId: sql`offered.user_id`,
        kind: 'waitlist-offer',
        socialId: social.id,
        actorId: social.organizerId,
        expiresAt,
        dedupeKey: sql`'waitlist-offer:' || offered.id`,
      })}
      select offered.id as offer_id, offered.user_id, notified.id as notification_id,
        notified.created_ms as notification_created_ms,
        organizer.first_name, organizer.last_name, organizer.avatar, organizer.email
      from offered
      cross join notified
      left join users organizer on organizer.id = ${social.organizerId}::uuid`),
  );
  if (!row) return undefined;
  return {
    offerId: row.offer_id,
    userId: row.user_id,
    notification: {
      id: row.notification_id,
      recipientId: row.user_id,
      kind: 'waitlist-offer',
      socialId: social.id,
      socialName: social.name,
      joinRequestId: null,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      avatar: row.avatar ?? '',
      email: row.email ?? '',
      createdAt: new Date(row.notification_created_ms),
      organizerReadFlag: true,
    },
  };
}
