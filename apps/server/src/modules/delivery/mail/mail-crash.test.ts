import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertSocial } from '../../../test/factories.ts';
import { dispatchDeliveries } from '../jobs/dispatch-deliveries.ts';
import { deliverMail, mailsTo, useMailWorld } from './mail-test-kit.ts';
import { MAIL_LEASE_MS, sendDueMail } from './send-mail.ts';

// Fault test: the process sending a mail is killed with SIGKILL while the SMTP server has its
// data and has not answered. The mail must still arrive, once, from the next sender.
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const w = useMailWorld();

function startSenderProcess() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/delivery/mail/mail-sender-process.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        REDIS_URL: w.t.config.redis.url,
        REDIS_KEY_PREFIX: w.t.config.redis.keyPrefix,
        DATABASE_URL: w.t.config.databaseUrl ?? '',
        SMTP_URL: w.smtp.url,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return { child, exited, output: () => output };
}

describe('a sender killed mid-send', { timeout: 60_000 }, () => {
  it('leaves the mail to the next sender once its lease runs out, and it arrives once', async () => {
    w.clock.set(new Date());
    const socialId = await insertSocial(w.t.app.deps.db, w.olivia.id, { name: 'Crash Rally' });
    const asked = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: w.alex.auth,
      payload: { socialId, organizerId: w.olivia.id, message: 'Hi' },
    });
    expect(asked.statusCode).toBe(201);
    await w.t.app.outboxRelay.flush();
    expect(await dispatchDeliveries(w.t.app.deps)).toBe(1);

    const dataStarted = w.smtp.holdNext();
    const sender = startSenderProcess();
    try {
      const first = await Promise.race([
        dataStarted.then(() => 'data' as const),
        sender.exited.then(() => 'exited' as const),
      ]);
      if (first === 'exited') throw new Error(`the sender exited first:\n${sender.output()}`);
      sender.child.kill('SIGKILL');
      expect(await sender.exited).toBe('SIGKILL');
    } finally {
      sender.child.kill('SIGKILL');
    }
    expect(sender.output()).not.toContain('done');
    expect(w.smtp.received).toEqual([]);

    // The dead sender's lease (from its own clock, the system's) still holds the mail.
    w.clock.set(new Date());
    expect(await sendDueMail(w.t.app.deps)).toMatchObject({ sent: 0 });
    w.clock.set(new Date(Date.now() + MAIL_LEASE_MS));
    expect(await deliverMail(w)).toMatchObject({ sent: 1 });
    expect(await deliverMail(w)).toMatchObject({ sent: 0 });
    expect(mailsTo(w, w.olivia).map((mail) => mail.subject)).toEqual([
      'New request to join Crash Rally',
    ]);
  });
});
