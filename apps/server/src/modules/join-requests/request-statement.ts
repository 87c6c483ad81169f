import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import {
  eventsWrittenBy,
  isoTimeSql,
  roomsSql,
  statementEvent,
} from '../../realtime/outbox-repository.ts';
import { claimPaymentCtes } from '../ledger/ledger-repository.ts';
import { insertNotificationCte } from '../notifications/notifications-repository.ts';
import { notificationCreatedInStatement } from '../notifications/push-notifications.ts';
import { REJECTION_COOLDOWN_MS } from './rejection-cooldown.ts';

type AskedRow = {
  organised_by: boolean;
  has_place: boolean;
  is_full: boolean;
  pending_already: boolean;
  claimable: boolean;
  rejected_ms: number | null;
  id: string | null;
  status: 'pending' | null;
  message: string | null;
  organizer_read_flag: boolean | null;
  created_ms: number | null;
};

/** The social as the asking player's read found it: what the organiser's events show of it. */
export type AskedSocial = {
  id: string;
  name: string;
  date: string;
  time: string;
  attendees: number;
  capacity: number;
};

/**
 * Asking to join, as one statement, its own transaction (one round trip, no begin or commit of
 * its own). Read beside the write, what decides whether the request may stand: the player as the
 * organiser sees them, whether they hold a place already, whether every place is taken or held
 * for an offer, when their latest request to this social was rejected, whether they have one
 * pending and, at a paid social, whether its card hold may still be claimed. Only when every rule
 * holds does it write: the request, the hold claimed for it, the organiser's bell entry, and the
 * events telling the organiser of both. The caller reads which rule failed from the outcome.
 */
export async function insertJoinRequestChecked(
  db: Database,
  request: {
    id: string;
    social: AskedSocial;
    userId: string;
    message: string;
    organizerId: string;
    /** a paid social's card hold (the ledger's payment) */
    paymentId: string | null;
  },
  times: { now: Date; notificationExpiresAt: Date },
) {
  const socialId = sql`${request.social.id}::uuid`;
  const userId = sql`${request.userId}::uuid`;
  const cooledDownBefore = new Date(times.now.getTime() - REJECTION_COOLDOWN_MS);
  const claim = request.paymentId
    ? claimPaymentCtes({ paymentId: request.paymentId, at: times.now })
    : null;
  const ctes: SQL[] = [
    sql`checks as (
      select
        exists (select 1 from social_bookings where social_id = ${socialId} and user_id = ${userId})
          as has_place,
        coalesce((select attendees_count + offers_open >= capacity from socials
          where id = ${socialId}), false) as is_full,
        exists (select 1 from join_requests where social_id = ${socialId} and user_id = ${userId}
          and status = 'pending') as pending_already,
        (select max(decided_at) from join_requests
          where social_id = ${socialId} and user_id = ${userId} and status = 'rejected')
          as rejected_at,
        exists (select 1 from socials where id = ${socialId}
          and organizer_id = ${request.organizerId}::uuid) as organised_by
    )`,
    sql`player as (
      select first_name, last_name, avatar, email from users where id = ${userId}
    )`,
  ];
  if (claim) ctes.push(claim.claimable);
  ctes.push(
    sql`created as (
      insert into join_requests (id, social_id, user_id, message, payment_id)
      select ${request.id}::uuid, ${socialId}, ${userId}, ${request.message},
        ${request.paymentId}::uuid
      from checks
      where organised_by and not has_place and not is_full and not pending_already
        and (rejected_at is null or rejected_at <= ${cooledDownBefore.toISOString()}::timestamptz)
        ${claim ? sql`and exists (select 1 from claimable)` : sql``}
      on conflict (social_id, user_id) where status = 'pending' do nothing
      returning id, status, message, organizer_read_flag, created_at
    )`,
  );
  if (claim) ctes.push(claim.claimed(sql`exists (select 1 from created)`));
  ctes.push(
    insertNotificationCte({
      userId: request.organizerId,
      kind: 'join-request',
      socialId: request.social.id,
      joinRequestId: sql`(select id from created)`,
      actorId: request.userId,
      expiresAt: times.notificationExpiresAt,
      when: sql`exists (select 1 from created)`,
    }),
  );
  const events = eventsWrittenBy(requestEvents(request));
  const [row] = rowsOf<AskedRow>(
    await db.execute(sql`
      with ${sql.join([...ctes, events.ctes], sql`, `)}
      select checks.organised_by, checks.has_place, checks.is_full, checks.pending_already,
        ${claim ? sql`exists (select 1 from claimable)` : sql`true`} as claimable,
        floor(extract(epoch from checks.rejected_at) * 1000)::float8 as rejected_ms,
        created.id, created.status, created.message, created.organizer_read_flag,
        floor(extract(epoch from created.created_at) * 1000)::float8 as created_ms,
        ${events.told}
      from checks
      left join created on true`),
  );
  if (!row) throw new Error('the join request statement answered no row');
  return {
    /** false: the social is gone (deleted since it was read), or is not `organizerId`'s */
    socialStands: row.organised_by,
    hasPlace: row.has_place,
    /** every place is taken or held for a waitlist offer */
    full: row.is_full,
    pendingAlready: row.pending_already,
    /** false: the paid social's card hold was released or ended meanwhile */
    claimable: row.claimable,
    rejectedAt: row.rejected_ms === null ? null : new Date(row.rejected_ms),
    /** undefined: nothing was written */
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
  };
}

/** The organiser hears of the request, then of its bell entry: both built from what was written. */
function requestEvents(request: { social: AskedSocial; userId: string; organizerId: string }) {
  const organizerRoom = sql`array[${roomsSql.user(sql`${request.organizerId}::text`)}]`;
  const socialName = sql`${request.social.name}::text`;
  return [
    statementEvent('join-request:created', {
      rooms: organizerRoom,
      payload: {
        id: sql`created.id`,
        socialId: sql`${request.social.id}::text`,
        userId: sql`${request.userId}::text`,
        firstName: sql`player.first_name`,
        lastName: sql`player.last_name`,
        avatar: sql`player.avatar`,
        email: sql`player.email`,
        socialName,
        socialDate: sql`${request.social.date}::text`,
        socialTime: sql`${request.social.time}::text`,
        attendees: sql`${request.social.attendees}::int`,
        capacity: sql`${request.social.capacity}::int`,
        message: sql`created.message`,
        status: sql`created.status`,
        createdAt: isoTimeSql(sql`created.created_at`),
        organizerReadFlag: sql`created.organizer_read_flag`,
      },
      from: sql`created, player`,
    }),
    notificationCreatedInStatement({
      kind: 'join-request',
      socialId: sql`${request.social.id}::text`,
      socialName,
      joinRequestId: sql`created.id`,
      person: {
        firstName: sql`player.first_name`,
        lastName: sql`player.last_name`,
        avatar: sql`player.avatar`,
        email: sql`player.email`,
      },
      from: sql`created, player`,
    }),
  ];
}
