import type { Social } from '@betterplay/contracts';
import type { SocialRow } from './socials-repository.ts';

export const centsToDollars = (cents: number) => Math.round(cents) / 100;

export function toSocialDto(row: SocialRow): Social {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    sport: row.category.charAt(0).toUpperCase() + row.category.slice(1),
    venue: row.venue,
    address: row.address,
    date: row.date,
    time: row.time,
    eventType: row.eventType,
    capacity: row.capacity,
    price: centsToDollars(row.priceCents),
    level: row.level,
    recurrenceDay: row.recurrenceDay,
    recurrenceWeekday: row.recurrenceWeekday,
    attendees: row.attendees,
    isPast: row.isPast,
    organizer: {
      id: row.organizerId,
      firstName: row.organizerFirstName,
      lastName: row.organizerLastName,
      avatar: row.organizerAvatar,
    },
  };
}
