import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { joinMemberCte } from '../chat/conversations-repository.ts';
import {
  insertNotificationCte,
  markJoinRequestNoticeReadCte,
} from '../notifications/notifications-repository.ts';
import { takePlaceCtes } from '../socials/social-places-repository.ts';
import { isPastAt } from '../socials/socials-repository.ts';

export type DecisionOutcome = {
  /** the request with its social and organiser, read under the row's lock; undefined: no such id */
  request:
    | {
        id: string;
        status: string;
        userId: string;
        socialId: string;
        organizerId: string;
        socialName: string;
        isPast: boolean;
        organizerFirstName: string;
        organizerLastName: string;
        organizerAvatar: string;
        organizerEmail: string;
        /** the social's group, null when the social has none yet */
        conversationId: string | null;
        /** a paid social's card hold for the price (the ledger's payment) */
        paymentId: string | null;
      }
    | undefined;
  /** false: nothing was written (not the organiser's, not pending, past, or no longer pending) */
  decided: boolean;
  /** accept only: the guarded update's row, null when the social was full */
  place: { attendees: number; capacity: number; category: string } | null;
  /** accept only: false when the player already held a place */
  booked: boolean;
  /** the player's bell entry, null if its dedupe key existed */
  notification: { id: string; createdAt: Date } | null;
  /** accept into a group: whether the player joined it, and its members before they did */
  joinedGroup: boolean;
  groupMemberIds: string[];
};

type DecisionRow = {
  id: string | null;
  status: string | null;
  user_id: string | null;
  social_id: string | null;
  organizer_id: string | null;
  social_name: string | null;
  is_past: boolean | null;
  organizer_first_name: string | null;
  organizer_last_name: string | null;
  organizer_avatar: string | null;
  organizer_email: string | null;
  conversation_id: string | null;
  payment_id: string | null;
  decided: boolean;
  attendees: number | null;
  capacity: number | null;
  category: string | null;
  booked: boolean;
  notification_id: string | null;
  notification_created_ms: number | null;
  joined: boolean;
  member_ids: string[] | null;
};

/**
 * A decision in one statement (one round trip): locks the request row (so two decisions on it
 * cannot both go through) and reads it with its social, organiser and group; only if `organizerId`
 * organises it, it is pending and (to accept) the social is not past, it writes everything: the
 * request leaves 'pending', the organiser's bell entry for it is read, the player gets theirs;
 * an accept also takes a place through the guarded update, books it and puts the player in the
 * social's group. The caller reads the outcome and throws (rolling the transaction back) when
 * the social was full or the player already had a place.
 */
export async function decideRequest(
  db: Database,
  input: {
    requestId: string;
    organizerId: string;
    status: 'accepted' | 'rejected';
    now: Date;
    notificationExpiresAt: Date;
  },
): Promise<DecisionOutcome> {
  const accepting = input.status === 'accepted';
  const ctes: SQL[] = [
    sql`locked as (
      select join_requests.id, join_requests.status, join_requests.user_id,
        join_requests.social_id, socials.organizer_id, socials.name as social_name,
        socials.price_cents, ${isPastAt(input.now)} as is_past,
        organizer.first_name as organizer_first_name, organizer.last_name as organizer_last_name,
        organizer.avatar as organizer_avatar, organizer.email as organizer_email,
        conversations.id as conversation_id, join_requests.payment_id
      from join_requests
      join socials on socials.id = join_requests.social_id
      join users as organizer on organizer.id = socials.organizer_id
      left join conversations on conversations.social_id = socials.id
      where join_requests.id = ${input.requestId}::uuid
      for update of join_requests
    )`,
    sql`allowed as (
      select * from locked
      where organizer_id = ${input.organizerId}::uuid and status = 'pending'
        ${accepting ? sql`and not is_past` : sql``}
    )`,
    sql`decided as (
      update join_requests set status = ${input.status},
        decided_at = ${input.now.toISOString()}::timestamptz, organizer_read_flag = false
      where id = (select id from allowed) and status = 'pending'
      returning id
    )`,
    markJoinRequestNoticeReadCte(sql`(select id from allowed)`),
    insertNotificationCte({
      userId: sql`(select user_id from allowed)`,
      kind: accepting ? 'request-accepted' : 'request-rejected',
      socialId: sql`(select social_id from allowed)`,
      joinRequestId: sql`(select id from allowed)`,
      actorId: sql`(select organizer_id from allowed)`,
      expiresAt: input.notificationExpiresAt,
      when: sql`exists (select 1 from allowed)`,
    }),
  ];
  if (accepting) {
    ctes.push(
      takePlaceCtes({
        socialId: sql`(select social_id from allowed)`,
        userId: sql`(select user_id from allowed)`,
        pricePaidCents: sql`(select price_cents from allowed)`,
        paymentId: sql`(select payment_id from allowed)`,
      }),
      joinMemberCte(
        {
          conversationId: sql`(select conversation_id from allowed)`,
          userId: sql`(select user_id from allowed)`,
        },
        sql`exists (select 1 from booked)`,
      ),
    );
  }
  const [row] = rowsOf<DecisionRow>(
    await db.execute(sql`
      with ${sql.join(ctes, sql`, `)}
      select locked.id, locked.status, locked.user_id, locked.social_id, locked.organizer_id,
        locked.social_name, locked.is_past, locked.organizer_first_name,
        locked.organizer_last_name, locked.organizer_avatar, locked.organizer_email,
        locked.conversation_id, locked.payment_id,
        exists (select 1 from decided) as decided,
        (select id from notified) as notification_id,
        (select created_ms from notified) as notification_created_ms,
        ${accepting ? sql`(select attendees from taken)` : sql`null::int`} as attendees,
        ${accepting ? sql`(select capacity from taken)` : sql`null::int`} as capacity,
        ${accepting ? sql`(select category from taken)` : sql`null::text`} as category,
        ${accepting ? sql`exists (select 1 from booked)` : sql`false`} as booked,
        ${accepting ? sql`exists (select 1 from joined)` : sql`false`} as joined,
        (select array_agg(user_id::text) from conversation_members
          where conversation_id = locked.conversation_id) as member_ids
      from (select 1) as one left join locked on true`),
  );
  if (!row) throw new Error('the decision statement answered no row');
  return toOutcome(row);
}

function toOutcome(row: DecisionRow): DecisionOutcome {
  const request =
    row.id === null ||
    row.status === null ||
    row.user_id === null ||
    row.social_id === null ||
    row.organizer_id === null
      ? undefined
      : {
          id: row.id,
          status: row.status,
          userId: row.user_id,
          socialId: row.social_id,
          organizerId: row.organizer_id,
          socialName: row.social_name ?? '',
          isPast: row.is_past === true,
          organizerFirstName: row.organizer_first_name ?? '',
          organizerLastName: row.organizer_last_name ?? '',
          organizerAvatar: row.organizer_avatar ?? '',
          organizerEmail: row.organizer_email ?? '',
          conversationId: row.conversation_id,
          paymentId: row.payment_id,
        };
  return {
    request,
    decided: row.decided,
    place:
      row.attendees === null || row.capacity === null || row.category === null
        ? null
        : { attendees: row.attendees, capacity: row.capacity, category: row.category },
    booked: row.booked,
    notification:
      row.notification_id === null || row.notification_created_ms === null
        ? null
        : { id: row.notification_id, createdAt: new Date(row.notification_created_ms) },
    joinedGroup: row.joined,
    groupMemberIds: row.member_ids ?? [],
  };
}
