import { describe, expect, it } from 'vitest';
import { toLocalDate, toLocalTime } from '../../../local-time.ts';
import { inDays, insertSocial, type TestUser } from '../../../test/factories.ts';
import { remindAttendeesJob } from '../../notifications/jobs/remind-attendees.job.ts';
import { givePlace } from '../../waitlist/waitlist-test-kit.ts';
import {
  deliverMail,
  headerOf,
  mailsTo,
  unsubscribeUrlOf,
  useMailWorld,
  type MailWorld,
} from './mail-test-kit.ts';

const w = useMailWorld();

async function askToJoin(world: MailWorld, player: TestUser, socialId: string) {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: player.auth,
    payload: { socialId, organizerId: world.olivia.id, message: 'Can I play?' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

const newSocial = (name: string) =>
  insertSocial(w.t.app.deps.db, w.olivia.id, { capacity: 4, name, date: inDays(3) });

describe('mail about join requests', () => {
  it('mails the organiser once per request, in text and HTML, with a one-click unsubscribe', async () => {
    const socialId = await newSocial('Evening Rally');
    await askToJoin(w, w.alex, socialId);

    const sent = await deliverMail(w);
    expect(sent).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const [mail] = mailsTo(w, w.olivia);
    expect(mail?.subject).toBe('New request to join Evening Rally');
    expect(mail?.text).toContain('Alex Morgan asked for a place at Evening Rally');
    expect(mail?.text).toContain('http://localhost:3000/organiser');
    expect(mail?.text).not.toMatch(/<[a-z!/]/i);
    expect(mail?.html).toContain('<h1');
    expect(mail?.html).toContain('href="http://localhost:3000/organiser"');
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrlOf(mail).href).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/mail\/unsubscribe\?token=/,
    );

    // The next sweeps find nothing new: the request is mailed once.
    expect(await deliverMail(w)).toMatchObject({ sent: 0 });
    expect(w.smtp.received).toHaveLength(1);
  });

  it('tells the player the answer, accepted or not', async () => {
    const socialId = await newSocial('Sunday Smash');
    const alexRequest = await askToJoin(w, w.alex, socialId);
    const samRequest = await askToJoin(w, w.sam, socialId);
    const decide = (id: string, method: 'PUT' | 'DELETE') =>
      w.t.app.inject({
        method,
        url: `/api/v1/organizer/social/request/${id}`,
        headers: w.olivia.auth,
      });
    expect((await decide(alexRequest, 'PUT')).statusCode).toBe(200);
    expect((await decide(samRequest, 'DELETE')).statusCode).toBe(200);

    await deliverMail(w);
    expect(mailsTo(w, w.alex).map((mail) => mail.subject)).toEqual(["You're in: Sunday Smash"]);
    expect(mailsTo(w, w.sam).map((mail) => mail.subject)).toEqual([
      'Your request to join Sunday Smash',
    ]);
    expect(mailsTo(w, w.sam)[0]?.text).toContain('was not accepted');
  });

  it('tries again with growing waits while the SMTP server refuses, and delivers once', async () => {
    const socialId = await newSocial('Refused Rally');
    w.smtp.refuseNext(2);
    await askToJoin(w, w.alex, socialId);

    expect(await deliverMail(w)).toMatchObject({ sent: 0, retried: 1 });
    // Not due again yet: nothing is tried.
    expect(await deliverMail(w)).toMatchObject({ sent: 0, retried: 0 });
    w.clock.advance(30_000);
    expect(await deliverMail(w)).toMatchObject({ sent: 0, retried: 1 });
    w.clock.advance(30_000);
    expect(await deliverMail(w)).toMatchObject({ sent: 0, retried: 0 });
    w.clock.advance(30_000);
    expect(await deliverMail(w)).toMatchObject({ sent: 1 });
    w.clock.advance(60 * 60 * 1000);
    expect(await deliverMail(w)).toMatchObject({ sent: 0 });
    expect(mailsTo(w, w.olivia).map((mail) => mail.subject)).toEqual([
      'New request to join Refused Rally',
    ]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns that kind of mail off for that person, without signing in', async () => {
    await askToJoin(w, w.alex, await newSocial('Quiet Rally'));
    await deliverMail(w);
    const url = unsubscribeUrlOf(mailsTo(w, w.olivia)[0]);
    const path = `${url.pathname}${url.search}`;

    // Opening the link (as a link scanner would) changes nothing.
    const page = await w.t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Requests to join my socials');

    const oneClick = await w.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Emails stopped');
    const preferences = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/user/notification-preferences',
      headers: w.olivia.auth,
    });
    expect(preferences.json().data.email).toMatchObject({
      'join-request': false,
      'request-decided': true,
    });

    w.smtp.received.length = 0;
    await askToJoin(w, w.sam, await newSocial('Quieter Rally'));
    expect(await deliverMail(w)).toMatchObject({ sent: 0, skipped: 1 });
    expect(w.smtp.received).toEqual([]);
  });

  it('answers 404 to a token it did not sign, and changes nothing', async () => {
    const forged = `${w.sam.id}.join-request.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${w.sam.id}.no-such-kind.x`]) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: `/api/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This link does not work');
    }
    const preferences = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/user/notification-preferences',
      headers: w.sam.auth,
    });
    expect(preferences.json().data.email['join-request']).toBe(true);
  });
});

describe('the reminder before a social', () => {
  it('mails each player with a place once, from the bell entry', async () => {
    const startsAt = new Date(w.clock.now().getTime() + 90 * 60 * 1000);
    const socialId = await insertSocial(w.t.app.deps.db, w.olivia.id, {
      name: 'Soon Rally',
      date: toLocalDate(startsAt),
      time: toLocalTime(startsAt),
    });
    await givePlace(w.t, w.alex, socialId);
    await remindAttendeesJob.run(w.t.app.deps, {});
    await remindAttendeesJob.run(w.t.app.deps, {});
    await deliverMail(w);
    expect(mailsTo(w, w.alex).map((mail) => mail.subject)).toEqual(['Starting soon: Soon Rally']);
    expect(mailsTo(w, w.olivia)).toEqual([]);
  });
});
