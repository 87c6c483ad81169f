import { nextOccurrence } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayText } from '../../lib/day-text.ts';
import { toLocalDate } from '../../local-time.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { givePlace } from '../waitlist/waitlist-test-kit.ts';
import { callAs, livedInAccount, useUsersWorld } from './users-test-kit.ts';

// A deletion that may not happen changes nothing; delete-account.test.ts has the ones that do.

const w = useUsersWorld();

const deleteAccount = (user: TestUser, password = 'password123') =>
  callAs(w, user)('DELETE', '/user/account', { password });

const profileOf = (user: TestUser) => callAs(w, user)('GET', '/user/profile');

describe('DELETE /user/account, refused', () => {
  it('answers 403 WRONG_PASSWORD to a wrong password, and changes nothing', async () => {
    const account = await livedInAccount(w, 'Wendy');
    const response = await deleteAccount(account.player, 'not-my-password');

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await profileOf(account.player)).statusCode).toBe(200);
    const places = await w.t.app.deps.db
      .select({ id: socialBookings.id })
      .from(socialBookings)
      .where(eq(socialBookings.userId, account.player.id));
    expect(places).toHaveLength(1);
    const [own] = await w.t.app.deps.db
      .select({ id: socials.id })
      .from(socials)
      .where(eq(socials.id, account.ownSocialId));
    expect(own).toBeDefined();
  });

  it('answers 409 naming the socials still to come that others are going to, and changes nothing', async () => {
    const db = w.t.app.deps.db;
    const otto = await signUp(w.t.app, 'Otto');
    const friday = await insertSocial(db, otto.id, {
      name: 'Friday Night Smash',
      date: inDays(4),
    });
    const weekly = await insertSocial(db, otto.id, {
      name: 'Weekly Doubles',
      date: inDays(-14),
      eventType: 'weekly',
      recurrenceDay: 3,
    });
    // Not blocking: nobody else is going, or it has taken place.
    const empty = await insertSocial(db, otto.id, { name: 'Empty Court', date: inDays(5) });
    const past = await insertSocial(db, otto.id, { name: 'Last Week', date: inDays(-7) });
    for (const socialId of [friday, weekly, past]) await givePlace(w.t, w.alex, socialId);

    const response = await deleteAccount(otto);

    expect(response.statusCode).toBe(409);
    const now = w.clock.now();
    const weeklyNext = nextOccurrence(
      { date: inDays(-14), time: '18:00:00', eventType: 'weekly', recurrenceDay: 3 },
      now,
    );
    const named = [
      { id: friday, name: 'Friday Night Smash', day: dayText(inDays(4)) },
      { id: weekly, name: 'Weekly Doubles', day: dayText(toLocalDate(weeklyNext ?? now)) },
    ];
    const body = response.json();
    expect(body.code).toBe('ORGANISER_HAS_PLAYERS');
    for (const social of named) expect(body.message).toContain(`${social.name} (${social.day})`);
    expect(body.message).not.toContain('Empty Court');
    expect(body.message).not.toContain('Last Week');
    expect(body.details).toEqual(
      expect.arrayContaining(
        named.map((social) => ({
          path: `socials.badminton.${social.id}`,
          message: social.name,
        })),
      ),
    );
    expect(body.details).toHaveLength(2);

    expect((await profileOf(otto)).statusCode).toBe(200);
    const left = await db.select({ id: socials.id }).from(socials).where(eq(socials.id, empty));
    expect(left).toHaveLength(1);
  });

  it('answers 400 without a password', async () => {
    const response = await callAs(w, w.sam)('DELETE', '/user/account', {});
    expect(response.statusCode).toBe(400);
  });
});
