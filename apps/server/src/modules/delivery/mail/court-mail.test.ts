import type { CourtBooking } from '@betterplay/contracts';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertOpenCourt,
  payShareOf,
  split,
} from '../../courts/courts-test-kit.ts';
import { remindCourtPlayersJob } from '../jobs/remind-court-players.job.ts';
import { deliverMail, mailsTo, useMailWorld } from './mail-test-kit.ts';

const w = useMailWorld();
let courtId = '';

beforeAll(async () => {
  const { t, alex, olivia, sam } = w;
  await Promise.all([alex, olivia, sam].map((user) => saveTestCard(t.app, user.token)));
  ({ courtId } = await insertOpenCourt(t.app.deps.db));
  await follow(t.app.deps.db, alex.id, [olivia.id, sam.id]);
});

/** Alex's two-hour booking tomorrow, at noon unless told otherwise. */
async function alexBooks(hoursAhead = 26) {
  const startsAt = hoursFrom(w.clock.now(), hoursAhead);
  const bookingId = await bookPaid(w.t.app, w.alex, {
    courtId,
    startsAt,
    now: w.clock.now(),
    hours: 2,
  });
  return { bookingId, startsAt };
}

describe('mail about court bookings', () => {
  it('confirms a booking once, with a calendar file a calendar reads', async () => {
    const { bookingId, startsAt } = await alexBooks();
    await deliverMail(w);
    const [mail] = mailsTo(w, w.alex);
    expect(mail?.subject).toBe('Court booked: Court 1 at MSAC');
    expect(mail?.text).toContain('Court 1 at MSAC, Aughtie Dr, Albert Park.');

    const attachment = mail?.attachments.find((file) => file.filename === 'court-booking.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(attachment?.content.toString('utf8') ?? ''));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`court-booking-${bookingId}@betterplay`);
    expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
    expect(event.endDate.toJSDate().getTime() - startsAt.getTime()).toBe(2 * 60 * 60 * 1000);
    expect(event.location).toBe('MSAC, Aughtie Dr, Albert Park');
    expect(event.summary).toContain('MSAC, Court 1');

    expect(await deliverMail(w)).toMatchObject({ sent: 0 });
  });

  it('invites each friend to pay their share, refunds the owner, and confirms nothing twice', async () => {
    const { bookingId } = await alexBooks(29);
    const booking: CourtBooking = (
      await split(w.t.app, w.alex, bookingId, [w.olivia.id, w.sam.id])
    ).json().data;
    await deliverMail(w);
    for (const friend of [w.olivia, w.sam]) {
      const [invitation] = mailsTo(w, friend);
      expect(invitation?.subject).toBe('Alex Morgan invited you to share a court');
      expect(invitation?.text).toContain('to pay your share of $17.33');
    }

    const oliviaShare = booking.shares.find((share) => share.user.id === w.olivia.id)?.id ?? '';
    expect((await payShareOf(w.t.app, w.olivia, oliviaShare)).statusCode).toBe(200);
    const cancelled = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${bookingId}`,
      headers: w.alex.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    await deliverMail(w);

    expect(mailsTo(w, w.alex).map((mail) => mail.subject)).toEqual([
      'Court booked: Court 1 at MSAC',
      'Refund of $17.33: Court 1 at MSAC',
      expect.stringMatching(/^Refund of \$\d+\.\d{2}: Court 1 at MSAC$/),
    ]);
    expect(mailsTo(w, w.olivia)).toHaveLength(1);
    expect(mailsTo(w, w.sam)).toHaveLength(1);
  });
});

describe('the reminder before a court', () => {
  it('mails the owner once, within the two hours before the start', async () => {
    await alexBooks(3);
    const remind = () => remindCourtPlayersJob.run(w.t.app.deps, {});
    await deliverMail(w);
    w.smtp.received.length = 0;

    expect(await remind()).toEqual({ reminded: 0 });
    w.clock.advance(65 * 60 * 1000);
    expect(await remind()).toEqual({ reminded: 1 });
    expect(await remind()).toEqual({ reminded: 0 });
    await deliverMail(w);
    expect(mailsTo(w, w.alex).map((mail) => mail.subject)).toEqual([
      'Starting soon: Court 1 at MSAC',
    ]);
  });
});
