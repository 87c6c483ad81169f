import type { LightMyRequestResponse } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { manualClock } from '../../clock.ts';
import { withQueue } from '../../jobs/job-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendDueMail } from '../delivery/mail/send-mail.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../delivery/mail/mail-test-kit.ts';
import { mailResetLinkJob } from './jobs/mail-reset-link.job.ts';

export type AccountWorld = {
  t: TestApp;
  smtp: TestSmtpServer;
  clock: ReturnType<typeof manualClock>;
  post(
    url: string,
    payload?: object,
    auth?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
};

/**
 * An app that verifies emails and mails through a real SMTP server the test starts; each test
 * starts with the mail of the ones before it delivered and forgotten.
 */
export function useAccountWorld(): AccountWorld {
  const world = {} as AccountWorld;
  beforeAll(async () => {
    world.smtp = await startTestSmtpServer();
    world.clock = manualClock(new Date());
    world.t = await createTestApp({
      clock: world.clock,
      env: { SMTP_URL: world.smtp.url, EMAIL_VERIFICATION: 'required' },
    });
    world.post = (url, payload, auth = {}) =>
      world.t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  });
  beforeEach(async () => {
    world.clock.set(new Date());
    await deliverAccountMail(world);
    world.smtp.received.length = 0;
  });
  afterAll(async () => {
    await world.t?.close();
    await world.smtp?.close();
  });
  return world;
}

/**
 * What the worker does for account mail: runs the queued reset-link jobs (read from the app's
 * BullMQ queue as another process would), then sends the mails that are due.
 */
export async function deliverAccountMail(world: AccountWorld) {
  const deps = world.t.app.deps;
  await withQueue(world.t.config.redis.keyPrefix, async (queue) => {
    for (const job of await queue.getJobs(['waiting', 'delayed', 'prioritized'])) {
      if (job.name !== mailResetLinkJob.name) continue;
      await mailResetLinkJob.run(deps, job.data);
      await job.remove();
    }
  });
  return sendDueMail(deps);
}

/** The mails one address received. */
export const mailsTo = (world: AccountWorld, email: string) =>
  world.smtp.received.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((address) => address.address === email)),
  );

/** The token of the link to `path` in a mail's text. */
export function linkTokenIn(
  mail: ParsedMail | undefined,
  path: '/reset-password' | '/verify-email',
) {
  const escaped = path.replace('/', '\\/');
  const token = new RegExp(`${escaped}\\?token=([A-Za-z0-9_%-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`the mail has no ${path} link`);
  return decodeURIComponent(token);
}
