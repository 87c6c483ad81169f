import type {
  PublishedEvent,
  Room,
  ServerEventName,
  ServerEventPayload,
} from '@betterplay/contracts';
import { and, asc, gt, isNotNull, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { outboxEvents } from '../db/schema/outbox.ts';

/**
 * Every query of the outbox (outbox_events): storing events (outbox.ts), numbering and reading
 * them for delivery (outbox-relay.ts), a user's catch-up and the prune (modules/events).
 */

/** Told on commit of every transaction that wrote events: the relays wake up. */
export const OUTBOX_WRITTEN_CHANNEL = 'outbox_written';
/** Told when events got their positions: every process delivers them to its own sockets. */
export const OUTBOX_POSITIONED_CHANNEL = 'outbox_positioned';
/** One process at a time numbers events, so positions follow commit order. */
export const POSITIONING_LOCK_ID = 727_002;

export type EventRow = { rooms: Room[]; event: ServerEventName; body: string };

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/**
 * The most a wake-up may carry: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Events
 * that do not fit are told with an empty wake-up, and wait for their numbering (outbox-relay.ts).
 */
const WRITTEN_NOTICE_MAX_BYTES = 7900;

/**
 * Stores events; PostgreSQL tells the relays (OUTBOX_WRITTEN_CHANNEL) only if this commits, and
 * the wake-up carries the events themselves (`readWrittenNotice`) when they fit. One round trip.
 */
export async function insertEvents(db: Database, rows: readonly EventRow[]) {
  if (rows.length === 0) return;
  const written = eventsWrittenBy(
    rows.map(({ rooms, event, body }) => ({
      event,
      rooms: textArray(rooms),
      payload: sql`${body}::jsonb`,
    })),
  );
  await db.execute(sql`with ${written.ctes} select ${written.told}`);
}

/**
 * An event a statement writes along with its change: its rooms (a text[] expression) and its
 * payload (a jsonb expression, shaped as the event's contract schema says) may name the
 * statement's own CTEs; one event per row of `from` (one when left out) where `when` holds.
 */
export type StatementEvent = {
  event: ServerEventName;
  rooms: SQL;
  payload: SQL;
  from?: SQL;
  when?: SQL;
};

/** An event's payload as SQL, one expression per field of the event's contract schema. */
export type PayloadColumns<E extends ServerEventName> = {
  [K in keyof ServerEventPayload<E>]: SQL;
};

/** One event for `eventsWrittenBy`, its fields named as its schema names them. */
export function statementEvent<E extends ServerEventName>(
  event: E,
  spec: { rooms: SQL; payload: PayloadColumns<E>; from?: SQL; when?: SQL },
): StatementEvent {
  const fields = Object.entries(spec.payload as Record<string, SQL>).map(
    ([name, value]) => sql`${name}::text, ${value}`,
  );
  return { ...spec, event, payload: sql`jsonb_build_object(${sql.join(fields, sql`, `)})` };
}

/** Rooms (realtime.ts's `rooms`) as SQL text, from id expressions of a statement. */
export const roomsSql = {
  user: (userId: SQL) => sql`('user:' || ${userId})`,
  social: (socialId: SQL) => sql`('social:' || ${socialId})`,
  socialsOfCategory: (category: SQL) => sql`('socials:' || ${category})`,
};

/** A timestamptz as the contracts send times: `Date.prototype.toISOString`'s form, in UTC. */
export const isoTimeSql = (timestamp: SQL) =>
  sql`to_char(date_trunc('milliseconds', ${timestamp}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The CTEs that store a statement's events in the order given, with the wake-up PostgreSQL sends
 * only if the statement commits (carrying the events when they fit). A single statement is
 * atomic, so a write path that is one statement stores its events in the same round trip as its
 * change, with no transaction of its own. The statement's final select must name `told` (a
 * select CTE runs only when read). Every user among an event's rooms can read it back.
 */
export function eventsWrittenBy(events: readonly StatementEvent[]): { ctes: SQL; told: SQL } {
  const candidates = events.map(
    ({ event, rooms, payload, from, when }, order) =>
      sql`select ${order}::int as ord, (${rooms})::text[] as rooms, ${event}::text as event,
        (${payload})::jsonb as payload ${from ? sql`from ${from}` : sql``}
        where ${when ?? sql`true`}`,
  );
  const ctes = sql`
    events_written as (
      insert into outbox_events (rooms, user_ids, event, payload)
      select rooms,
        array(select substr(room, 6)::uuid from unnest(rooms) as room where room like 'user:%'),
        event, payload
      from (${sql.join(candidates, sql` union all `)}) as candidate
      where cardinality(rooms) > 0
      order by ord
      returning id, rooms, event, payload
    ),
    events_told as (
      select pg_notify(
        ${OUTBOX_WRITTEN_CHANNEL},
        case when octet_length(events) <= ${WRITTEN_NOTICE_MAX_BYTES} then events else '' end
      )
      from (
        select json_agg(
          json_build_array(id::text, ${compactRoomsSql(sql`rooms`)}, event, payload) order by id
        )::text as events
        from events_written
      ) as notice
      where events is not null
    )`;
  return { ctes, told: sql`(select count(*) from events_told)::int as told` };
}

/**
 * A user's room takes 41 bytes as text ('user:' and a uuid): a group's 200 members would not fit
 * in a wake-up with their message. In the wake-up each is '~' and the uuid's 16 bytes in base64
 * (23 bytes), so a message to about 280 members still rides on it; `readWrittenNotice` expands
 * them. Other rooms go as they are.
 */
const COMPACT_USER_ROOM = '~';
const compactRoomsSql = (rooms: SQL) =>
  sql`array(select case when room like 'user:%'
    then ${COMPACT_USER_ROOM} || rtrim(encode(uuid_send(substr(room, 6)::uuid), 'base64'), '=')
    else room end from unnest(${rooms}) with ordinality as listed (room, n) order by n)`;

function expandRoom(room: string): string {
  if (!room.startsWith(COMPACT_USER_ROOM)) return room;
  const hex = Buffer.from(room.slice(COMPACT_USER_ROOM.length), 'base64').toString('hex');
  if (hex.length !== 32) return room;
  return `user:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An event as it was written, before it has a position: `key` is its row's id. */
export type WrittenEvent = { key: string; rooms: string[]; event: string; payload: unknown };

/**
 * The events a wake-up carries, in write order; none if it carried none (too large, or a wake-up
 * without a notice, such as after the listening connection came back).
 */
export function readWrittenNotice(notice: string | undefined): WrittenEvent[] {
  if (!notice) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(notice);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (!Array.isArray(item)) return [];
    const [key, rooms, event, payload] = item as unknown[];
    const roomList = Array.isArray(rooms)
      ? rooms.filter((room) => typeof room === 'string').map(expandRoom)
      : [];
    return typeof key === 'string' && typeof event === 'string' && roomList.length > 0
      ? [{ key, rooms: roomList, event, payload }]
      : [];
  });
}

/** The last position the relay has given out (0 if none): where delivery and catch-up start. */
export async function findLastPosition(db: Database): Promise<bigint> {
  const [row] = await db.select({ top: max(outboxEvents.position) }).from(outboxEvents);
  return row?.top ?? 0n;
}

export type PositioningOutcome = 'busy' | 'more' | 'done';
type NumberedEvent = {
  position: bigint;
  key: string;
  rooms: string[];
  event: string;
  payload: unknown;
};
type PositioningPass = {
  outcome: PositioningOutcome;
  /** the events numbered, in position order, and the last position given before them */
  numbered: NumberedEvent[];
  numberedAfter: bigint;
};

/**
 * One numbering pass, under an advisory lock (one process at a time, so positions follow
 * commit order): up to `batch` committed, unnumbered events get the next positions, and come
 * back so the caller can deliver them without reading them again. 'busy' when another process
 * holds the lock; 'more' when the batch was full.
 */
export async function positionCommittedEvents(
  db: Database,
  batch: number,
): Promise<PositioningPass> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${POSITIONING_LOCK_ID}) as locked`),
    );
    if (!lock?.locked) return { outcome: 'busy', numbered: [], numberedAfter: 0n };
    // Under the lock, max(position) is the last number given: no one else is numbering. The
    // numbered events come back, so this process can deliver them without reading them again.
    const rows = rowsOf<{
      position: string;
      key: string;
      top: string;
      rooms: string[];
      event: string;
      payload: unknown;
    }>(
      await tx.execute(sql`
        with batch as (
          select id from outbox_events where position is null order by id limit ${batch} for update
        ),
        top as (select coalesce(max(position), 0) as position from outbox_events),
        numbered as (select id, row_number() over (order by id) as n from batch),
        positioned as (
          update outbox_events set position = top.position + numbered.n
          from numbered, top
          where outbox_events.id = numbered.id
          returning outbox_events.id, outbox_events.position, top.position as top, outbox_events.rooms,
            outbox_events.event, outbox_events.payload
        ),
        told as (
          select pg_notify(${OUTBOX_POSITIONED_CHANNEL}, '')
          from (select 1 from positioned limit 1) as any_positioned
        )
        select positioned.position::text as position, positioned.id::text as key,
          positioned.top::text as top,
          positioned.rooms, positioned.event, positioned.payload
        from positioned left join told on true`),
    );
    const numbered = rows
      .map((row) => ({ ...row, position: BigInt(row.position) }))
      .sort((a, b) => (a.position < b.position ? -1 : 1));
    return {
      outcome: rows.length === batch ? 'more' : 'done',
      numbered,
      numberedAfter: rows[0] ? BigInt(rows[0].top) : 0n,
    };
  });
}

/**
 * Numbered events after `position`, in order, `limit` at most, with their rooms and the users
 * they went to (the relay publishes them; the mail and push dispatcher reads who they are for).
 */
export function findEventsAfter(db: Database, position: bigint, limit: number) {
  return db
    .select({
      position: outboxEvents.position,
      key: outboxEvents.id,
      rooms: outboxEvents.rooms,
      userIds: outboxEvents.userIds,
      event: outboxEvents.event,
      payload: outboxEvents.payload,
    })
    .from(outboxEvents)
    .where(gt(outboxEvents.position, position))
    .orderBy(asc(outboxEvents.position))
    .limit(limit)
    .then((rows) =>
      // `position > n` leaves no null, but the column's type cannot say so.
      rows.flatMap((row) =>
        row.position === null ? [] : [{ ...row, key: String(row.key), position: row.position }],
      ),
    );
}

/** A user's own events after `after`, up to and including `upTo`, oldest first. */
export async function findUserEvents(
  db: Database,
  query: { userId: string; after: bigint; upTo: bigint; limit: number },
): Promise<PublishedEvent[]> {
  const rows = await db
    .select({
      position: outboxEvents.position,
      key: outboxEvents.id,
      event: outboxEvents.event,
      payload: outboxEvents.payload,
    })
    .from(outboxEvents)
    .where(
      and(
        sql`${outboxEvents.userIds} @> array[${query.userId}]::uuid[]`,
        gt(outboxEvents.position, query.after),
        lte(outboxEvents.position, query.upTo),
      ),
    )
    .orderBy(asc(outboxEvents.position))
    .limit(query.limit);
  // Stored by `outbox(...).emit`, whose event and payload types come from the contracts.
  return rows.map(
    (row) =>
      ({
        id: String(row.position),
        key: String(row.key),
        event: row.event,
        payload: row.payload,
      }) as PublishedEvent,
  );
}

/** Deletes published events written before `before`; answers how many went. */
export async function deletePublishedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(outboxEvents)
    .where(and(lt(outboxEvents.createdAt, before), isNotNull(outboxEvents.position)))
    .returning({ id: outboxEvents.id });
  return deleted.length;
}

/** The id of the last event written (0 if none): tests read what is written after it. */
export async function findLastWrittenId(db: Database): Promise<bigint> {
  const [row] = await db.select({ id: max(outboxEvents.id) }).from(outboxEvents);
  return row?.id ?? 0n;
}

/** Events written after `id`, in write order, numbered or not. */
export function findWrittenAfter(db: Database, id: bigint) {
  return db
    .select({ rooms: outboxEvents.rooms, event: outboxEvents.event, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(gt(outboxEvents.id, id))
    .orderBy(asc(outboxEvents.id));
}
