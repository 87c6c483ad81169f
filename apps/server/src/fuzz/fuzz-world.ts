import { eq } from 'drizzle-orm';
import { signSessionToken } from '../modules/auth/session-token.ts';
import { sessionVersionById } from '../modules/users/users-repository.ts';
import { users } from '../modules/users/users.schema.ts';
import { forgeToken, inDays, insertSocial, signUp } from '../test/factories.ts';
import type { TestApp } from '../test/test-app.ts';
import type { ValueHints } from './schema-arbitrary.ts';

export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;

/** Who sends a request: nobody, a real player or organiser, or a token the server must refuse. */
export type Caller = { name: string; headers: Record<string, string>; signedIn: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KNOWN_IDS = 200;

/**
 * Olivia organises socials (one-time, weekly and past ones); Alex and Sam have asked to join
 * them, and one of their requests is accepted. Ids seen in answers join the pool the generator
 * draws ids from, so requests reach rows that exist, not only 404s.
 */
export async function buildFuzzWorld(t: TestApp) {
  const { app } = t;
  const [olivia, alex, sam, gone, revoked] = await Promise.all(
    ['Olivia', 'Alex', 'Sam', 'Gone', 'Revoked'].map((name) => signUp(app, name)),
  );
  if (!olivia || !alex || !sam || !gone || !revoked) throw new Error('sign-up failed');
  const db = app.deps.db;
  const ids = knownIdsByField();
  const socials = [
    await insertSocial(db, olivia.id, {
      name: 'Weekly Doubles',
      eventType: 'weekly',
      recurrenceDay: 2,
      recurrenceWeekday: true,
    }),
    await insertSocial(db, olivia.id, { name: 'Last Week', date: inDays(-7) }),
  ];
  ids.learn({ socialId: socials, organizerId: [olivia.id], userId: [alex.id, sam.id] });

  /** A new social of Olivia's that Alex and Sam have asked to join: two pending requests. */
  const addPendingRequests = async () => {
    const socialId = await insertSocial(db, olivia.id, { name: 'Open Court', capacity: 3 });
    const requestIds: string[] = [];
    for (const player of [alex, sam]) {
      const asked = await app.inject({
        method: 'POST',
        url: '/api/v1/user/social/booking/request',
        headers: player.auth,
        payload: { socialId, organizerId: olivia.id, message: 'Room for one more?' },
      });
      requestIds.push(String(asked.json().data.id));
    }
    ids.learn({ socialId: [socialId], joinRequestId: requestIds });
    return requestIds;
  };
  await addPendingRequests();
  const [accepted] = await addPendingRequests();
  await app.inject({
    method: 'PUT',
    url: `/api/v1/organizer/social/request/${accepted}`,
    headers: olivia.auth,
  });
  // A signed token whose account is gone, as after a deletion.
  await db.delete(users).where(eq(users.id, gone.id));

  // A token from before its account signed out everywhere.
  await app.inject({ method: 'POST', url: '/api/v1/user/sessions/revoke', headers: revoked.auth });

  const secret = t.config.jwt.secret;
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const claims = { sub: alex.id, firstName: 'Alex', email: alex.email };
  const callers: Caller[] = [
    { name: 'anonymous', headers: {}, signedIn: false },
    { name: 'player', headers: alex.auth, signedIn: true },
    { name: 'second player', headers: sam.auth, signedIn: true },
    { name: 'organiser', headers: olivia.auth, signedIn: true },
  ];
  const refusedCallers: Caller[] = [
    { name: 'garbage token', headers: bearer('not.a.token'), signedIn: false },
    { name: 'empty bearer', headers: { authorization: 'Bearer ' }, signedIn: false },
    {
      name: 'basic auth',
      headers: { authorization: 'Basic YWxleDpwYXNzd29yZA==' },
      signedIn: false,
    },
    {
      name: 'unsigned token',
      headers: bearer(
        `${forgeToken({ alg: 'none' }, { ...claims, exp: inAnHour }, '')
          .split('.')
          .slice(0, 2)
          .join('.')}.`,
      ),
      signedIn: false,
    },
    {
      name: 'token signed with another secret',
      headers: bearer(
        forgeToken(hs256, { ...claims, exp: inAnHour }, 'another-secret-000000000000000000'),
      ),
      signedIn: false,
    },
    {
      name: 'expired token',
      headers: bearer(forgeToken(hs256, { ...claims, exp: inAnHour - 7200 }, secret)),
      signedIn: false,
    },
    {
      name: 'token without a subject',
      headers: bearer(forgeToken(hs256, { firstName: 'Alex', exp: inAnHour }, secret)),
      signedIn: false,
    },
    { name: 'deleted account', headers: gone.auth, signedIn: false },
    { name: 'ended session', headers: revoked.auth, signedIn: false },
  ];
  /**
   * Signing out everywhere (or a password change) ends a caller's sessions: each real caller
   * gets a token of its account's current session version again, in the same headers object.
   */
  const renewSessions = async () => {
    for (const [person, firstName] of [
      [alex, 'Alex'],
      [sam, 'Sam'],
      [olivia, 'Olivia'],
    ] as const) {
      const sessionVersion = (await sessionVersionById(db, person.id)) ?? 0;
      const token = signSessionToken(app, { ...person, firstName, sessionVersion });
      person.auth.authorization = `Bearer ${token}`;
    }
  };
  return {
    callers,
    refusedCallers,
    renewSessions,
    hints: ids.hints,
    learnIdsFrom: ids.learn,
    /** Decisions use requests up: each operation starts with two fresh pending ones. */
    addPendingRequests,
  };
}

/**
 * Ids by the field they were seen in: `socialId: "…"`, and `social: { id: "…" }` as socialId.
 * A field asks for its own name's ids, or those of a longer name ending the same way (a
 * request id is a joinRequestId), or any id when none was seen.
 */
function knownIdsByField() {
  const byField = new Map<string, Set<string>>();
  const all = new Set<string>();
  const remember = (field: string, id: string) => {
    if (all.size >= MAX_KNOWN_IDS && !all.has(id)) return;
    all.add(id);
    const bucket = byField.get(field) ?? new Set<string>();
    bucket.add(id);
    byField.set(field, bucket);
  };
  const walk = (value: unknown, field: string, parent: string | undefined) => {
    if (typeof value === 'string' && UUID.test(value)) {
      remember(field, value);
      if (field === 'id' && parent) remember(`${parent}Id`, value);
    } else if (Array.isArray(value)) {
      for (const entry of value) walk(entry, field, parent);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) walk(entry, key, field);
    }
  };
  const hints: ValueHints = {
    knownIds(field) {
      if (!field) return [...all];
      const suffix = field.charAt(0).toUpperCase() + field.slice(1);
      const matching = [...byField]
        .filter(([name]) => name === field || name.endsWith(suffix))
        .flatMap(([, bucket]) => [...bucket]);
      return matching.length > 0 ? matching : [...all];
    },
  };
  return { hints, learn: (body: unknown) => walk(body, '', undefined) };
}
