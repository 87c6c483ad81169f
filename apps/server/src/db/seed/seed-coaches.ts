import type { Database } from '../client.ts';
import { coachProfiles } from '../../modules/training/training.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { COACHES } from './demo-venues.ts';
import { stableId } from './stable-id.ts';

/** 'O’Brien' → 'obrien': names as they can appear in an email address. */
const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The demo coaches: each a user who can sign in, with a coach profile at a training venue. */
export async function seedCoaches(db: Database, passwordHash: string, now: Date) {
  await db
    .insert(users)
    .values(
      COACHES.map((coach, index) => {
        const [firstName = coach.name, ...rest] = coach.name.split(' ');
        const lastName = rest.join(' ');
        return {
          id: stableId(`user:coach:${coach.key}`),
          firstName,
          lastName,
          email: `${emailPart(firstName)}.${emailPart(lastName)}@coach.example.com`,
          passwordHash,
          emailVerifiedAt: now,
          phone: `04${String(22345600 + index).padStart(8, '0')}`,
          sportPreferences: coach.sports.map((sport) => sport[0]?.toUpperCase() + sport.slice(1)),
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(coachProfiles)
    .values(
      COACHES.map(({ key, name: _name, ...profile }) => ({
        ...profile,
        userId: stableId(`user:coach:${key}`),
      })),
    )
    .onConflictDoNothing();
}
