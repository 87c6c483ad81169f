import type { Social } from '@betterplay/contracts';

/** A social as the repository reads it: the DTO's fields, the price in cents, the organiser flat. */
export type SocialRow = Omit<Social, 'sport' | 'price' | 'organizer'> & {
  priceCents: number;
  organizerId: string;
  organizerFirstName: string;
  organizerLastName: string;
  organizerAvatar: Social['organizer']['avatar'];
};

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
    held: row.held,
    waiting: row.waiting,
    isPast: row.isPast,
    organizer: {
      id: row.organizerId,
      firstName: row.organizerFirstName,
      lastName: row.organizerLastName,
      avatar: row.organizerAvatar,
    },
  };
}
