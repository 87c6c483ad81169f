import type { ServerEventName } from '@betterplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Listen, StopListening } from '../db/listen.ts';
import {
  findEventsAfter,
  findLastPosition,
  OUTBOX_POSITIONED_CHANNEL,
  OUTBOX_WRITTEN_CHANNEL,
  positionCommittedEvents,
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
      const pass = await positionCommittedEvents(db, BATCH);
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
    let events: Awaited<ReturnType<typeof findEventsAfter>>;
    do {
      events = await findEventsAfter(db, delivered, BATCH);
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
