import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import {
  findNumberedEventsAfter,
  insertDeliveries,
  lockCursor,
  moveCursor,
} from '../mail-deliveries-repository.ts';
import { mailsFrom } from '../mail/mails-from-events.ts';
import { sendDueMail } from '../mail/send-mail.ts';

/** The outbox reader's name in delivery_cursors. */
const CURSOR = 'mail';
/** Events read per transaction; a 200-member chat message makes 199 mails. */
const EVENTS_PER_PASS = 100;
/** Rows per insert, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

/**
 * Mail, as a sweep every five seconds: turns the events committed since the last run into mails
 * (one per person and thing, never inside a request's transaction), then sends those due.
 */
export const deliverMailJob = defineJob({
  name: 'delivery.mail',
  payload: z.object({}),
  everyMs: 5000,
  async handler({ deps }) {
    const made = await dispatchMail(deps);
    return { made, ...(await sendDueMail(deps)) };
  },
});

/**
 * Reads the outbox from where the last run stopped and stores the mails its events ask for, in
 * the transaction that moves the place forward: a crash between the two loses and doubles
 * nothing. Answers how many new mails it stored.
 */
export async function dispatchMail(deps: Deps): Promise<number> {
  let made = 0;
  for (;;) {
    const pass = await deps.db.transaction(async (tx) => {
      const position = await lockCursor(tx, CURSOR);
      const events = await findNumberedEventsAfter(tx, position, EVENTS_PER_PASS);
      const last = events.at(-1);
      if (!last) return { made: 0, more: false };
      const now = deps.clock.now();
      const intents = events.flatMap((event) => mailsFrom(event, now));
      let stored = 0;
      for (let start = 0; start < intents.length; start += ROWS_PER_INSERT) {
        stored += await insertDeliveries(tx, intents.slice(start, start + ROWS_PER_INSERT), now);
      }
      await moveCursor(tx, CURSOR, last.position);
      return { made: stored, more: events.length === EVENTS_PER_PASS };
    });
    made += pass.made;
    if (!pass.more) return made;
  }
}
