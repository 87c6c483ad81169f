import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSocial, signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dispatchDeliveries } from '../jobs/dispatch-deliveries.ts';
import { sendDueMail } from './send-mail.ts';

// Without SMTP_URL (the embedded default) mail is written as .eml files under DATA_DIR/mail and,
// outside production, read at /dev/mail.
let dataDir: string;
let t: TestApp;
let olivia: TestUser;
let alex: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bp-mail-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  [olivia, alex] = await Promise.all([signUp(t.app, 'Olivia'), signUp(t.app, 'Alex')]);
  const socialId = await insertSocial(t.app.deps.db, olivia.id, { name: 'Mailbox <Rally>' });
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: alex.auth,
    payload: { socialId, organizerId: olivia.id, message: 'Hi' },
  });
  expect(asked.statusCode).toBe(201);
  await t.app.outboxRelay.flush();
  await dispatchDeliveries(t.app.deps);
  expect(await sendDueMail(t.app.deps)).toMatchObject({ sent: 1 });
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const fileNames = async () => (await readdir(path.join(dataDir, 'mail'))).sort();

describe('the development mailbox', () => {
  it('writes each mail whole as an .eml file', async () => {
    const names = await fileNames();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(path.join(dataDir, 'mail', names[0] ?? '')));
    expect(mail.subject).toBe('New request to join Mailbox <Rally>');
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Better Play',
      address: 'no-reply@betterplay.local',
    });
    expect(mail.to && [mail.to].flat()[0]?.value[0]?.address).toBe(olivia.email);
  });

  it('lists the mails at /dev/mail and shows each as text and as its HTML', async () => {
    const [name = ''] = await fileNames();
    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    // The subject is shown escaped, never as markup.
    expect(list.body).toContain('New request to join Mailbox &lt;Rally&gt;');
    expect(list.body).toContain(`href="/dev/mail/${encodeURIComponent(name)}"`);

    const one = await t.app.inject({ method: 'GET', url: `/dev/mail/${encodeURIComponent(name)}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Alex Morgan asked for a place at Mailbox &lt;Rally&gt;');
    expect(one.body).toContain('/api/v1/mail/unsubscribe?token=');

    const html = await t.app.inject({
      method: 'GET',
      url: `/dev/mail/${encodeURIComponent(name)}/html`,
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(html.body).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">Alex Morgan wants to join Mailbox &lt;Rally&gt;</h1>',
    );
  });

  it('answers 404 for a name that is not a mail in the folder', async () => {
    for (const name of ['nope.eml', '..%2F..%2Fpackage.json', 'jwt-secret', '.%2E%2Fjwt-secret']) {
      const response = await t.app.inject({ method: 'GET', url: `/dev/mail/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
