import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { localDateTime } from '../../../local-time.ts';
import { inDays, signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dispatchDeliveries } from '../jobs/dispatch-deliveries.ts';
import { sendDueMail } from './send-mail.ts';

/**
 * A real SMTP server on a free port (the `smtp-server` package), keeping every mail it accepted,
 * parsed. `refuseNext(n)` answers the next n mails with 451 (try again later); `holdNext()`
 * takes the next mail's data and never answers, resolving once the data has started.
 */
export type TestSmtpServer = {
  url: string;
  received: ParsedMail[];
  refuseNext(count: number): void;
  holdNext(): Promise<void>;
  close(): Promise<void>;
};

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let hold: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (hold) {
        const started = hold;
        hold = undefined;
        stream.once('data', started);
        stream.resume();
        return; // never answered: the sender waits, as it would on a stalled server
      }
      void simpleParser(stream).then((mail) => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    holdNext: () => new Promise<void>((resolve) => (hold = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The clock's start: 10:00 today, so offers for socials days ahead last 2 hours in daylight. */
export const MAIL_MORNING = localDateTime(inDays(0), '10:00:00');

export type MailWorld = {
  t: TestApp;
  smtp: TestSmtpServer;
  clock: ReturnType<typeof manualClock>;
  olivia: TestUser;
  alex: TestUser;
  sam: TestUser;
};

/** Olivia organises, Alex and Sam play; the app mails through the test's SMTP server. */
export function useMailWorld(start = MAIL_MORNING): MailWorld {
  const world = {} as MailWorld;
  beforeAll(async () => {
    world.smtp = await startTestSmtpServer();
    world.clock = manualClock(start);
    world.t = await createTestApp({ clock: world.clock, env: { SMTP_URL: world.smtp.url } });
    [world.olivia, world.alex, world.sam] = await Promise.all([
      signUp(world.t.app, 'Olivia'),
      signUp(world.t.app, 'Alex'),
      signUp(world.t.app, 'Sam'),
    ]);
  });
  beforeEach(async () => {
    world.clock.set(start);
    // Each test starts with the mail of the ones before it delivered and forgotten.
    await deliverMail(world);
    world.smtp.received.length = 0;
  });
  afterAll(async () => {
    await world.t?.close();
    await world.smtp?.close();
  });
  return world;
}

/** What the sweep does: the relay numbers what was committed, then mails are made and sent. */
export async function deliverMail(world: MailWorld) {
  await world.t.app.outboxRelay.flush();
  await dispatchDeliveries(world.t.app.deps);
  return sendDueMail(world.t.app.deps);
}

/** The mails one person received, in order. */
export function mailsTo(world: MailWorld, user: TestUser) {
  return world.smtp.received.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((address) => address.address === user.email)),
  );
}

/** A header's value as sent, unfolded. */
export function headerOf(mail: ParsedMail | undefined, name: string) {
  const line = mail?.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r\n[ \t]+/g, ' ').replace(/^[^:]*:\s*/, '');
}

/** The one-click unsubscribe URL a mail carries. */
export function unsubscribeUrlOf(mail: ParsedMail | undefined) {
  const url = /^<([^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!url) throw new Error('the mail has no List-Unsubscribe URL');
  return new URL(url);
}
