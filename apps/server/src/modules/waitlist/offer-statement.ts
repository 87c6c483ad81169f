import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import type { NotificationRow } from '../notifications/notification-dto.ts';
import { insertNotificationCte } from '../notifications/notifications-repository.ts';
import type { LockedSocial } from './waitlist-repository.ts';

type MovedRow = {
  offers: { offerId: string; userId: string; notificationId: string; createdMs: number }[];
  line: string[];
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  email: string | null;
};

export type OfferMade = { offerId: string; userId: string; notification: NotificationRow };

/**
 * What follows a change to a locked social's places, in one statement: up to `free` of the
 * first in line without an open offer each get one until `expiresAt`, with a bell entry from
 * the organiser; the social's counts move by `change` and the offers made; and the line is read
 * back in order (the check constraint on socials refuses counts past capacity). Answers the
 * offers with their bell entries as their recipients see them (for the push) and the line's
 * user ids, first in line first.
 */
export async function offerAndCount(
  db: Database,
  input: {
    social: LockedSocial;
    free: number;
    expiresAt: Date;
    now: Date;
    change: { attendees: number; offersOpen: number };
  },
): Promise<{ offers: OfferMade[]; line: string[] }> {
  const { social, expiresAt, now, change } = input;
  const socialId = sql`${social.id}::uuid`;
  const [row] = rowsOf<MovedRow>(
    await db.execute(sql`
      with next as (
        select entry.user_id, entry.seq from waitlist_entries entry
        where entry.social_id = ${socialId}
          and not exists (
            select 1 from waitlist_offers offer
            where offer.social_id = entry.social_id and offer.user_id = entry.user_id
              and offer.status = 'open')
        order by entry.seq
        limit ${Math.max(0, input.free)}
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
      })},
      counts as (
        update socials
        set attendees_count = attendees_count + ${change.attendees}::int,
          offers_open = offers_open + ${change.offersOpen}::int + (select count(*) from offered)::int
        where id = ${socialId}
          and (${change.attendees !== 0 || change.offersOpen !== 0} or exists (select 1 from offered))
      )
      select
        (select coalesce(json_agg(json_build_object(
            'offerId', offered.id, 'userId', offered.user_id,
            'notificationId', notified.id, 'createdMs', notified.created_ms) order by next.seq), '[]')
          from offered
          join notified on notified.user_id = offered.user_id
          join next on next.user_id = offered.user_id) as offers,
        (select coalesce(json_agg(entry.user_id order by entry.seq), '[]')
          from waitlist_entries entry where entry.social_id = ${socialId}) as line,
        organizer.first_name, organizer.last_name, organizer.avatar, organizer.email
      from (select 1) as one
      left join users organizer on organizer.id = ${social.organizerId}::uuid`),
  );
  if (!row) throw new Error('the line change answered nothing');
  return {
    line: row.line,
    offers: row.offers.map((offer) => ({
      offerId: offer.offerId,
      userId: offer.userId,
      notification: {
        id: offer.notificationId,
        recipientId: offer.userId,
        kind: 'waitlist-offer',
        socialId: social.id,
        socialName: social.name,
        joinRequestId: null,
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        avatar: row.avatar ?? '',
        email: row.email ?? '',
        createdAt: new Date(offer.createdMs),
        organizerReadFlag: true,
      },
    })),
  };
}
