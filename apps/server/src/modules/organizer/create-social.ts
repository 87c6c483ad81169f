import type { CreateSocialData } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { socials } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findById } from '../socials/socials-repository.ts';

const DAY_MS = 86_400_000;

export async function createSocial({
  db,
  organizerId,
  input,
  now = new Date(),
}: {
  db: Database;
  organizerId: string;
  input: CreateSocialData;
  now?: Date;
}) {
  // A day of slack, so an organiser a timezone ahead of the server can still create today's social.
  const earliest = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  if (input.date < earliest) {
    throw new AppError(400, 'VALIDATION_FAILED', 'date cannot be in the past', [
      { path: 'date', message: 'date cannot be in the past' },
    ]);
  }
  const [row] = await db
    .insert(socials)
    .values({
      organizerId,
      name: input.name,
      description: input.description,
      category: input.category,
      venue: input.venue,
      address: input.address,
      date: input.date,
      time: input.time,
      eventType: input.eventType,
      capacity: input.capacity,
      priceCents: Math.round(input.price * 100),
      level: input.level,
      recurrenceDay: input.recurrenceDay,
      recurrenceWeekday: input.recurrenceWeekday,
    })
    .returning({ id: socials.id });
  const created = row && (await findById(db, row.id));
  if (!created) throw new Error('the new social could not be read back');
  return created.social;
}
