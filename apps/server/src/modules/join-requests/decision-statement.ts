import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { reusableStatement, type StatementValues } from '../../db/reusable-statement.ts';
import { toLocalTimestamp } from '../../local-time.ts';
import { joinMemberCte } from '../chat/conversations-repository.ts';
import {
  insertNotificationCte,
  markJoinRequestNoticeReadCte,
} from '../notifications/notifications-repository.ts';
import { notificationCreatedInStatement } from '../notifications/push-notifications.ts';
import {
  eventsWrittenBy,
  roomsSql,
  statementEvent,
  type StatementEvent,
} from '../../realtime/outbox-repository.ts';
import { setDueCte } from '../ledger/ledger-repository.ts';
import { takePlaceCtes } from '../socials/social-places-repository.ts';
import { isPastAtLocalTime } from '../socials/socials-repository.ts';

export type DecisionOutcome = {
  /** the request with its social, read under the row's lock; undefined: no such id */
  request:
    | {
        id: string;
        status: string;
        userId: string;
        socialId: string;
        organizerId: string;
        isPast: boolean;
        /** the social's group, null when the social has none yet (nothing was written) */
        conversationId: string | null;
        /** a paid social's card hold for the price (the ledger's payment) */
        paymentId: string | null;
      }
    | undefined;
  /** whether the request was decided (and everything else written); false: nothing was */
  decided: boolean;
  /** accept only: what stopped it, as read before writing */
  fullWhenRead: boolean;
  alreadyBooked: boolean;
};

type DecisionRow = {
  id: string | null;
  status: string | null;
  user_id: string | null;
  social_id: string | null;
  organizer_id: string | null;
  is_past: boolean | null;
  full_when_read: boolean | null;
  already_booked: boolean | null;
  conversation_id: string | null;
  payment_id: string | null;
  decided: boolean;
};

/**
 * A decision as one statement, its own transaction (one round trip, no begin or commit of its
 * own): locks the request row (so two decisions on it cannot both go through) and reads it with
 * its social, organiser and group. Only if `organizerId` organises it, it is pending and (to
 * accept) the social is not past, the player holds no place yet and the social has its group,
 * does it write, and to accept only if the guarded update took a place: the request leaves
 * 'pending', the organiser's bell entry for it is read, the player gets theirs, a paid social's
 * hold is owed its capture or void; an accept also books the place and puts the player in the
 * social's group. The events for the player, the social's watchers and its group are stored
 * with it, built from what the statement wrote. When a guard fails nothing is written, and the
 * caller reads which one from the outcome; a place booked meanwhile by another statement makes
 * the booking's unique key fail, and PostgreSQL undoes the whole statement.
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
  const statement = decisionStatements[input.status]({
    requestId: input.requestId,
    organizerId: input.organizerId,
    nowLocal: toLocalTimestamp(input.now),
    nowIso: input.now.toISOString(),
    notificationExpiresAt: input.notificationExpiresAt.toISOString(),
  });
  const [row] = rowsOf<DecisionRow>(await db.execute(statement));
  if (!row) throw new Error('the decision statement answered no row');
  return toOutcome(row);
}

const DECISION_VALUES = [
  'requestId',
  'organizerId',
  /** now as local wall-clock text, which a social's date and time are compared with */
  'nowLocal',
  'nowIso',
  'notificationExpiresAt',
] as const;

/** Each decision's text is written once (db/reusable-statement.ts): the accept is a hot path. */
const decisionStatements = {
  accepted: reusableStatement(DECISION_VALUES, (values) => decisionStatement('accepted', values)),
  rejected: reusableStatement(DECISION_VALUES, (values) => decisionStatement('rejected', values)),
};

function decisionStatement(
  status: 'accepted' | 'rejected',
  values: StatementValues<(typeof DECISION_VALUES)[number]>,
): SQL {
  const accepting = status === 'accepted';
  const proceeding = sql`exists (select 1 from proceed)`;
  const ctes: SQL[] = [
    sql`locked as (
      select join_requests.id, join_requests.status, join_requests.user_id,
        join_requests.social_id, socials.organizer_id, socials.name as social_name,
        socials.price_cents, ${isPastAtLocalTime(values.nowLocal)} as is_past,
        socials.attendees_count + socials.offers_open >= socials.capacity as full_when_read,
        exists (
          select 1 from social_bookings
          where social_bookings.social_id = join_requests.social_id
            and social_bookings.user_id = join_requests.user_id
        ) as already_booked,
        organizer.first_name as organizer_first_name, organizer.last_name as organizer_last_name,
        organizer.avatar as organizer_avatar, organizer.email as organizer_email,
        conversations.id as conversation_id, join_requests.payment_id
      from join_requests
      join socials on socials.id = join_requests.social_id
      join users as organizer on organizer.id = socials.organizer_id
      left join conversations on conversations.social_id = socials.id
      where join_requests.id = ${values.requestId}::uuid
      for update of join_requests
    )`,
    sql`allowed as (
      select * from locked
      where organizer_id = ${values.organizerId}::uuid and status = 'pending'
        ${accepting ? sql`and not is_past and not already_booked and conversation_id is not null` : sql``}
    )`,
  ];
  if (accepting) {
    ctes.push(
      takePlaceCtes({
        socialId: sql`(select social_id from allowed)`,
        userId: sql`(select user_id from allowed)`,
        pricePaidCents: sql`(select price_cents from allowed)`,
        paymentId: sql`(select payment_id from allowed)`,
      }),
    );
  }
  ctes.push(
    sql`proceed as (
      select * from allowed ${accepting ? sql`where exists (select 1 from taken)` : sql``}
    )`,
    sql`decided as (
      update join_requests set status = ${status},
        decided_at = ${values.nowIso}::timestamptz, organizer_read_flag = false
      where id = (select id from proceed)
      returning id
    )`,
    markJoinRequestNoticeReadCte(sql`(select id from proceed)`),
    insertNotificationCte({
      userId: sql`(select user_id from proceed)`,
      kind: accepting ? 'request-accepted' : 'request-rejected',
      socialId: sql`(select social_id from proceed)`,
      joinRequestId: sql`(select id from proceed)`,
      actorId: sql`(select organizer_id from proceed)`,
      expiresAt: values.notificationExpiresAt,
      when: proceeding,
    }),
    setDueCte({
      paymentId: sql`(select payment_id from proceed)`,
      due: accepting ? 'capture' : 'void',
      at: values.nowIso,
    }),
  );
  if (accepting) {
    ctes.push(
      joinMemberCte(
        {
          conversationId: sql`(select conversation_id from proceed)`,
          userId: sql`(select user_id from proceed)`,
        },
        sql`exists (select 1 from booked)`,
      ),
    );
  }
  const events = eventsWrittenBy(decisionEvents(status));
  return sql`
    with ${sql.join([...ctes, events.ctes], sql`, `)}
    select locked.id, locked.status, locked.user_id, locked.social_id, locked.organizer_id,
      locked.social_name, locked.is_past, locked.full_when_read, locked.already_booked,
      locked.conversation_id, locked.payment_id,
      exists (select 1 from decided) as decided,
      ${events.told}
    from (select 1) as one left join locked on true`;
}

/**
 * What the player, the social's watchers and its group hear, in this order, from what the
 * statement wrote: the decision, the new count, the group's change, the player's bell entry.
 */
function decisionEvents(status: 'accepted' | 'rejected'): StatementEvent[] {
  const decision = statementEvent('join-request:decided', {
    rooms: sql`array[${roomsSql.user(sql`proceed.user_id`)}]`,
    payload: {
      id: sql`proceed.id`,
      socialId: sql`proceed.social_id`,
      socialName: sql`proceed.social_name`,
      status: sql`${status}::text`,
    },
    from: sql`proceed`,
  });
  const bellEntry = notificationCreatedInStatement({
    kind: status === 'accepted' ? 'request-accepted' : 'request-rejected',
    socialId: sql`proceed.social_id`,
    socialName: sql`proceed.social_name`,
    joinRequestId: sql`proceed.id`,
    person: {
      firstName: sql`proceed.organizer_first_name`,
      lastName: sql`proceed.organizer_last_name`,
      avatar: sql`proceed.organizer_avatar`,
      email: sql`proceed.organizer_email`,
    },
    from: sql`proceed`,
  });
  if (status === 'rejected') return [decision, bellEntry];
  const newCount = statementEvent('social:attendees-changed', {
    rooms: sql`array[${roomsSql.social(sql`proceed.social_id`)}, ${roomsSql.socialsOfCategory(sql`taken.category`)}]`,
    payload: {
      socialId: sql`proceed.social_id`,
      category: sql`taken.category`,
      attendees: sql`taken.attendees`,
      capacity: sql`taken.capacity`,
    },
    from: sql`taken, proceed`,
  });
  // The members as they were and the newcomer (the statement cannot see its own insert).
  const groupChanged = statementEvent('conversation:updated', {
    rooms: sql`array(
      select ${roomsSql.user(sql`member_id`)} from (
        select user_id as member_id from conversation_members
        where conversation_id = proceed.conversation_id
        union select proceed.user_id
      ) as members order by member_id)`,
    payload: { conversationId: sql`proceed.conversation_id` },
    from: sql`proceed`,
    when: sql`exists (select 1 from joined)`,
  });
  return [decision, newCount, groupChanged, bellEntry];
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
          isPast: row.is_past === true,
          conversationId: row.conversation_id,
          paymentId: row.payment_id,
        };
  return {
    request,
    decided: row.decided,
    fullWhenRead: row.full_when_read === true,
    alreadyBooked: row.already_booked === true,
  };
}
