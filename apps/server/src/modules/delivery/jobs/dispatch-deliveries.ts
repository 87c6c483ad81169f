import type { Deps } from '../../../deps.ts';
import {
  insertDeliveries,
  insertPushDeliveries,
  lockCursor,
  moveCursor,
} from '../deliveries-repository.ts';
import { findEventsAfter } from '../../../realtime/outbox-repository.ts';
import { mailsFrom } from '../mail/mails-from-events.ts';

/** The outbox reader's name in delivery_cursors (it was mail's alone before push). */
const CURSOR = 'mail';
/** Events read per transaction; a 200-member chat message makes 199 mails. */
const EVENTS_PER_PASS = 100;
/** Rows per insert, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

/**
 * Reads the outbox from where the last run stopped and stores the mails and pushes its events
 * ask for, in the transaction that moves the place forward: a crash between the two loses and
 * doubles nothing. Both senders' jobs call it; the cursor's lock lets one read a stretch.
 * Answers how many new mails it stored.
 */
export async function dispatchDeliveries(deps: Deps): Promise<number> {
  let made = 0;
  for (;;) {
    const pass = await deps.db.transaction(async (tx) => {
      const position = await lockCursor(tx, CURSOR);
      const events = await findEventsAfter(tx, position, EVENTS_PER_PASS);
      const last = events.at(-1);
      if (!last) return { made: 0, more: false };
      const now = deps.clock.now();
      const intents = events.flatMap((event) => mailsFrom(event, now));
      let stored = 0;
      for (let start = 0; start < intents.length; start += ROWS_PER_INSERT) {
        const batch = intents.slice(start, start + ROWS_PER_INSERT);
        stored += await insertDeliveries(tx, batch, now);
        await insertPushDeliveries(tx, batch, now);
      }
      await moveCursor(tx, CURSOR, last.position);
      return { made: stored, more: events.length === EVENTS_PER_PASS };
    });
    made += pass.made;
    if (!pass.more) return made;
  }
}
