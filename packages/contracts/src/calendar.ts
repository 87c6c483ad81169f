import { z } from 'zod';

/**
 * GET /api/v1/user/calendar and POST /api/v1/user/calendar/rotate: the person's calendar feed
 * address (`https://…/api/v1/calendar/<secret>.ics`); calendar apps subscribe to it, or to the
 * same address with `webcal://`.
 */
export const calendarAddressSchema = z.object({ url: z.string() });
export type CalendarAddress = z.infer<typeof calendarAddressSchema>;

/** The address a calendar app subscribes to: the feed's, as webcal:// (or webcals://). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^http(s?):\/\//, 'webcal$1://');
}
