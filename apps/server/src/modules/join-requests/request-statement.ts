import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { insertNotificationCte } from '../notifications/notifications-repository.ts';

type AskedRow = {
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  email: string | null;
  has_place: boolean;
  full: boolean;
  rejected_ms: number | null;
  id: string | null;
  status: 'pending' | null;
  message: string | null;
  organizer_read_flag: boolean | null;
  created_ms: number | null;
  notification_id: string | null;
  notification_created_ms: number | null;
};

/**
 * Asking to join, in one statement: the request (unless the player has one pending already) and
 * the organiser's bell entry for it; and, read beside them, what decides whether it may stand:
 * the player as the organiser sees them, whether they hold a place already, whether every place
 * is taken or held for an offer, and when their latest request to this social was rejected. The caller checks those and throws (rolling the
 * transaction back) when the request may not stand.
 */
export async function insertJoinRequestChecked(
  db: Database,
  request: {
    id: string;
    socialId: string;
    userId: string;
    message: string;
    organizerId: string;
    /** a paid social's card hold (the ledger's payment) */
    paymentId: string | null;
  },
  notificationExpiresAt: Date,
) {
  const socialId = sql`${request.socialId}::uuid`;
  const userId = sql`${request.userId}::uuid`;
  const [row] = rowsOf<AskedRow>(
    await db.execute(sql`
      with created as (
        insert into join_requests (id, social_id, user_id, message, payment_id)
        values (${request.id}::uuid, ${socialId}, ${userId}, ${request.message},
          ${request.paymentId}::uuid)
        on conflict (social_id, user_id) where status = 'pending' do nothing
        returning id, status, message, organizer_read_flag,
          floor(extract(epoch from created_at) * 1000)::float8 as created_ms
      ),
      ${insertNotificationCte({
        userId: request.organizerId,
        kind: 'join-request',
        socialId: request.socialId,
        joinRequestId: sql`(select id from created)`,
        actorId: request.userId,
        expiresAt: notificationExpiresAt,
        when: sql`exists (select 1 from created)`,
      })}
      select player.first_name, player.last_name, player.avatar, player.email,
        exists (select 1 from social_bookings where social_id = ${socialId} and user_id = ${userId})
          as has_place,
        coalesce((select attendees_count + offers_open >= capacity from socials
          where id = ${socialId}), false) as full,
        floor(extract(epoch from (select max(decided_at) from join_requests
          where social_id = ${socialId} and user_id = ${userId} and status = 'rejected')) * 1000
        )::float8 as rejected_ms,
        created.*, notified.id as notification_id,
        notified.created_ms as notification_created_ms
      from (select 1) as one
      left join users as player on player.id = ${userId}
      left join created on true
      left join notified on true`),
  );
  if (!row) throw new Error('the join request statement answered no row');
  return {
    player: {
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      avatar: row.avatar ?? '',
      email: row.email ?? '',
    },
    hasPlace: row.has_place,
    /** every place is taken or held for a waitlist offer */
    full: row.full,
    rejectedAt: row.rejected_ms === null ? null : new Date(row.rejected_ms),
    /** undefined: the player had a pending request for this social already */
    created:
      row.id === null ||
      row.status === null ||
      row.message === null ||
      row.organizer_read_flag === null ||
      row.created_ms === null
        ? undefined
        : {
            id: row.id,
            status: row.status,
            message: row.message,
            organizerReadFlag: row.organizer_read_flag,
            createdAt: new Date(row.created_ms),
          },
    notification:
      row.notification_id === null || row.notification_created_ms === null
        ? null
        : { id: row.notification_id, createdAt: new Date(row.notification_created_ms) },
  };
}
