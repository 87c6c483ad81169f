import type { EventMeta, ServerEventName } from '@betterplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Listen, StopListening } from '../db/listen.ts';
import {
  findEventsAfter,
  findLastPosition,
  OUTBOX_POSITIONED_CHANNEL,
  OUTBOX_WRITTEN_CHANNEL,
  positionCommittedEvents,
  readWrittenNotice,
  type PositioningOutcome,
} from './outbox-repository.ts';
import { serialTask } from './serial-task.ts';
import type { RealtimeServer } from './socket-types.ts';

/** Events read or numbered per pass (outbox-repository.ts): a full batch means more wait. */
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
 * Publishes the outbox (see outbox.ts) to this process's sockets, once as soon as it is
 * committed and once more numbered, in order; a client applies each event's `key` once.
 *
 * The first copy costs no second commit: the commit that wrote the events wakes every process
 * with the events themselves (insertEvents), in commit order, and each emits them to its own
 * sockets at once, keyed by their row id. That is the push path: one commit, one emit.
 *
 * The numbered copy is the record that cannot be lost. Ids from a sequence are taken in insert
 * order but become visible in commit order, so a reader going by id could pass an event whose
 * transaction was still open. So first one process at a time (an advisory lock) numbers every
 * committed, unnumbered event: positions then only ever grow in the order readers can see them.
 * Then every process reads the events after the last position it delivered and emits them to its
 * own sockets (`io.local`) with their position, which is where a client's catch-up continues.
 * Delivery needs PostgreSQL only, so a Redis outage delays nothing and loses nothing; a wake-up
 * lost or too large to carry its events only delays them to their numbering.
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
      const pass = await positionCommittedEvents(db, BATCH);
      outcome = pass.outcome;
      // Committed now, and nothing lies between what was delivered and these: out at once,
      // without reading them back (other processes read them when told).
      if (pass.numbered.length > 0 && pass.numberedAfter === delivered) {
        for (const { position, key, rooms, event, payload } of pass.numbered) {
          emitLocally(io, rooms, event as ServerEventName, payload, { key, id: String(position) });
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
    let events: Awaited<ReturnType<typeof findEventsAfter>>;
    do {
      events = await findEventsAfter(db, delivered, BATCH);
      for (const { position, key, rooms, event, payload } of events) {
        // Delivered already straight from the numbering pass (the read may overlap it).
        if (position <= delivered) continue;
        emitLocally(io, rooms, event as ServerEventName, payload, { key, id: String(position) });
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

  /** Straight after the commit that wrote them: the push path, before any numbering. */
  const onWritten = (notice?: string) => {
    if (stopped) return;
    for (const { key, rooms, event, payload } of readWrittenNotice(notice)) {
      emitLocally(io, rooms, event as ServerEventName, payload, { key });
    }
    wakePositioning();
  };

  const stopListening: StopListening[] = [
    await options.listen(OUTBOX_WRITTEN_CHANNEL, onWritten),
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

function emitLocally(
  io: RealtimeServer,
  rooms: string[],
  event: ServerEventName,
  payload: unknown,
  meta: EventMeta,
) {
  // Stored from the same contracts the operations were type-checked against; the database only
  // sees JSON, so its types cannot follow it through.
  const operator = io.local.to(rooms);
  const emit = operator.emit.bind(operator) as (
    name: ServerEventName,
    body: unknown,
    meta: EventMeta,
  ) => void;
  emit(event, payload, meta);
}
