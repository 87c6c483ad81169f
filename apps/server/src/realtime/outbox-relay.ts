import type { ServerEventName } from '@betterplay/contracts';
import { asc, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Listen, StopListening } from '../db/listen.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { outboxEvents } from '../db/schema/outbox.ts';
import { findLastPosition, OUTBOX_WRITTEN_CHANNEL } from './outbox.ts';
import { serialTask } from './serial-task.ts';
import type { RealtimeServer } from './socket-types.ts';

/** Told when events got their positions: every process delivers them to its own sockets. */
const OUTBOX_POSITIONED_CHANNEL = 'outbox_positioned';
/** One process at a time numbers events, so positions follow commit order. */
const POSITIONING_LOCK_ID = 727_002;
const BATCH = 500;
/** While another process holds the numbering lock, try again this soon. */
const BUSY_RETRY_MS = 20;
/** A missed NOTIFY (a dropped listening connection) delays events by at most this. */
const DEFAULT_POLL_MS = 1000;

export type OutboxRelay = {
  /** Runs a pass now (tests and shutdown); resolves when everything committed so far is out. */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Publishes the outbox (see outbox.ts) to this process's sockets, in order, once each.
 *
 * Two steps, because ids from a sequence are taken in insert order but become visible in commit
 * order: a reader going by id could pass an event whose transaction was still open. So first one
 * process at a time (an advisory lock) numbers every committed, unnumbered event: positions then
 * only ever grow in the order readers can see them. Then every process reads the events after
 * the last position it delivered and emits them to its own sockets (`io.local`): delivery needs
 * PostgreSQL only, so a Redis outage delays nothing and loses nothing.
 */
export async function startOutboxRelay(options: {
  db: Database;
  listen: Listen;
  io: RealtimeServer;
  log: FastifyBaseLogger;
  pollMs?: number;
}): Promise<OutboxRelay> {
  const { db, io, log } = options;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delivered = await findLastPosition(db);

  const positioning = serialTask(async () => {
    let outcome: PositioningOutcome;
    do {
      const pass = await positionCommittedEvents(db);
      outcome = pass.outcome;
      // Committed now, and nothing lies between what was delivered and these: out at once,
      // without reading them back (other processes read them when told).
      if (pass.numbered.length > 0 && pass.numberedAfter === delivered) {
        for (const { position, rooms, event, payload } of pass.numbered) {
          emitLocally(io, rooms, event as ServerEventName, payload, String(position));
          delivered = position;
        }
      }
    } while (outcome === 'more' && !stopped);
    if (outcome === 'busy' && !stopped) {
      clearTimeout(retry);
      retry = setTimeout(wakePositioning, BUSY_RETRY_MS);
    }
    if (outcome !== 'busy') await delivery.request();
  });
  const delivery = serialTask(async () => {
    let events: Awaited<ReturnType<typeof eventsAfter>>;
    do {
      events = await eventsAfter(db, delivered);
      for (const { position, rooms, event, payload } of events) {
        // Delivered already straight from the numbering pass (the read may overlap it).
        if (position <= delivered) continue;
        emitLocally(io, rooms, event as ServerEventName, payload, String(position));
        delivered = position;
      }
    } while (events.length === BATCH && !stopped);
  });

  const report = (what: string) => (error: unknown) => {
    if (!stopped) log.warn({ err: error }, `outbox relay: ${what} failed; retrying`);
  };
  function wakePositioning() {
    if (!stopped) void positioning.request().catch(report('numbering events'));
  }
  const wakeDelivery = () => {
    if (!stopped) void delivery.request().catch(report('delivering events'));
  };

  const stopListening: StopListening[] = [
    await options.listen(OUTBOX_WRITTEN_CHANNEL, wakePositioning),
    await options.listen(OUTBOX_POSITIONED_CHANNEL, wakeDelivery),
  ];
  const poll = setInterval(wakePositioning, options.pollMs ?? DEFAULT_POLL_MS);
  poll.unref();
  wakePositioning();

  return {
    async flush() {
      await positioning.request();
      await delivery.request();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retry);
      await Promise.all(stopListening.map((stop) => stop()));
      await Promise.allSettled([positioning.idle(), delivery.idle()]);
    },
  };
}

type PositioningOutcome = 'busy' | 'more' | 'done';
type NumberedEvent = { position: bigint; rooms: string[]; event: string; payload: unknown };
type PositioningPass = {
  outcome: PositioningOutcome;
  /** the events numbered, in position order, and the last position given before them */
  numbered: NumberedEvent[];
  numberedAfter: bigint;
};

async function positionCommittedEvents(db: Database): Promise<PositioningPass> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${POSITIONING_LOCK_ID}) as locked`),
    );
    if (!lock?.locked) return { outcome: 'busy', numbered: [], numberedAfter: 0n };
    // Under the lock, max(position) is the last number given: no one else is numbering. The
    // numbered events come back, so this process can deliver them without reading them again.
    const rows = rowsOf<{
      position: string;
      top: string;
      rooms: string[];
      event: string;
      payload: unknown;
    }>(
      await tx.execute(sql`
        with batch as (
          select id from outbox_events where position is null order by id limit ${BATCH} for update
        ),
        top as (select coalesce(max(position), 0) as position from outbox_events),
        numbered as (select id, row_number() over (order by id) as n from batch),
        positioned as (
          update outbox_events set position = top.position + numbered.n
          from numbered, top
          where outbox_events.id = numbered.id
          returning outbox_events.position, top.position as top, outbox_events.rooms,
            outbox_events.event, outbox_events.payload
        ),
        told as (
          select pg_notify(${OUTBOX_POSITIONED_CHANNEL}, '')
          from (select 1 from positioned limit 1) as any_positioned
        )
        select positioned.position::text as position, positioned.top::text as top,
          positioned.rooms, positioned.event, positioned.payload
        from positioned left join told on true`),
    );
    const numbered = rows
      .map((row) => ({ ...row, position: BigInt(row.position) }))
      .sort((a, b) => (a.position < b.position ? -1 : 1));
    return {
      outcome: rows.length === BATCH ? 'more' : 'done',
      numbered,
      numberedAfter: rows[0] ? BigInt(rows[0].top) : 0n,
    };
  });
}

function eventsAfter(db: Database, position: bigint) {
  return db
    .select({
      position: outboxEvents.position,
      rooms: outboxEvents.rooms,
      event: outboxEvents.event,
      payload: outboxEvents.payload,
    })
    .from(outboxEvents)
    .where(gt(outboxEvents.position, position))
    .orderBy(asc(outboxEvents.position))
    .limit(BATCH)
    .then((rows) =>
      // `position > n` leaves no null, but the column's type cannot say so.
      rows.flatMap((row) => (row.position === null ? [] : [{ ...row, position: row.position }])),
    );
}

function emitLocally(
  io: RealtimeServer,
  rooms: string[],
  event: ServerEventName,
  payload: unknown,
  id: string,
) {
  // Stored from the same contracts the operations were type-checked against; the database only
  // sees JSON, so its types cannot follow it through.
  const operator = io.local.to(rooms);
  const emit = operator.emit.bind(operator) as (
    name: ServerEventName,
    body: unknown,
    meta: { id: string },
  ) => void;
  emit(event, payload, { id });
}
