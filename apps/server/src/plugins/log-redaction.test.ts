import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSocial, signUp, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { REDACTED, serializeError } from './log-redaction.ts';

describe.each(['info', 'debug'])('the logs at level %s', (level) => {
  const lines: string[] = [];
  const logs = () => lines.join('');
  let t: TestApp;
  let olivia: TestUser;
  let alex: TestUser;
  let socialId: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: level },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    olivia = await signUp(t.app, 'Olivia');
    alex = await signUp(t.app, 'Alex');
    // A database that refuses some rows, naming the row's data, as a constraint violation would.
    await t.app.deps.db.execute(sql`
      create function refuse_join_request() returns trigger language plpgsql as $$
      begin
        if new.message like '%refuse me%' then
          raise exception 'join request refused' using detail = 'Failing row contains ' || new.message;
        end if;
        return new;
      end $$;
      create trigger refuse_join_request before insert on join_requests
        for each row execute function refuse_join_request();
    `);
  });
  beforeEach(async () => {
    socialId = await insertSocial(t.app.deps.db, olivia.id);
  });
  afterAll(() => t.close());

  /** Words nobody else would log, in the message of a join request. */
  const secretWords = () => `meet me at ${randomBytes(8).toString('hex')}`;
  const ask = (payload: string | Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: { ...alex.auth, 'content-type': 'application/json' },
      payload,
    });

  it('never hold a calendar feed’s secret address, though the request is logged', async () => {
    const address = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/calendar',
      headers: alex.auth,
    });
    const { pathname } = new URL(address.json().data.url as string);
    const token = pathname.slice('/api/v1/calendar/'.length, -'.ics'.length);
    const feed = await t.app.inject({ method: 'GET', url: pathname });
    expect(feed.statusCode).toBe(200);
    expect(logs()).toContain(`/api/v1/calendar/${REDACTED}.ics`);
    expect(logs()).not.toContain(token);
  });

  it('never hold the message of a join request that went through', async () => {
    const message = secretWords();
    const asked = await ask({ socialId, organizerId: olivia.id, message });
    expect(asked.statusCode).toBe(201);
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/social/requests',
      headers: olivia.auth,
    });
    expect(logs()).not.toContain(message);
  });

  it('log a failed query with its SQL text but not its parameters', async () => {
    const message = `${secretWords()}, refuse me`;
    const asked = await ask({ socialId, organizerId: olivia.id, message });
    expect(asked.statusCode).toBe(500);
    expect(asked.body).not.toContain(message);

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err?.query);
    expect(failure?.err).toMatchObject({
      query: expect.stringContaining('insert into join_requests'),
      message: expect.stringContaining(`params: ${REDACTED}`),
      cause: { message: 'join request refused' },
    });
    expect(logs()).not.toContain(message);
    expect(logs()).not.toContain('Failing row contains');
  });

  it.each([
    ['a body that is not JSON', (message: string) => `{"message": "${message}`],
    ['a message over the limit', (message: string) => ({ message: message.repeat(100) })],
  ])('never hold the body of a refused request: %s', async (_name, body) => {
    const message = secretWords();
    const payload = body(message);
    const asked = await ask(
      typeof payload === 'string' ? payload : { socialId, organizerId: olivia.id, ...payload },
    );
    expect(asked.statusCode).toBe(400);
    expect(logs()).not.toContain(message);
  });
});

describe('serializeError', () => {
  it('keeps the SQL text and replaces parameters written over several lines', () => {
    const params = ['6c1b…', 'first line\nparams: second line'];
    const error = new DrizzleQueryError('insert into "t" ("a", "b") values ($1, $2)', params);
    const serialized = serializeError(error);
    expect(serialized.query).toBe('insert into "t" ("a", "b") values ($1, $2)');
    expect(serialized.message).toBe(
      `Failed query: insert into "t" ("a", "b") values ($1, $2)\nparams: ${REDACTED}`,
    );
    expect(serialized.stack).toContain(`params: ${REDACTED}`);
    expect(JSON.stringify(serialized)).not.toContain('second line');
    expect(serialized).not.toHaveProperty('params');
  });

  it('keeps what names a failure, and drops the rest of what it carries', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(alex@example.com) already exists.',
      body: { password: 'hunter22' },
    });
    const serialized = serializeError(new Error('sign-up failed', { cause: error }));
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(JSON.stringify(serialized)).not.toMatch(/alex@example\.com|hunter22/);
  });
});
