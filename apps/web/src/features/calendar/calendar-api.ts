import { calendarAddressSchema, type CalendarAddress } from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const calendarKeys = { address: ['calendar-address'] as const };

/** GET /user/calendar: the person's feed address (the server makes it on first ask). */
export function calendarAddressQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.address,
    queryFn: async ({ signal }): Promise<CalendarAddress> =>
      (await apiRequest('/user/calendar', { schema: calendarAddressSchema, signal })).data,
  });
}

/** POST /user/calendar/rotate: a new address; the old one stops working at once. */
export async function resetCalendarAddress(): Promise<CalendarAddress> {
  const { data } = await apiRequest('/user/calendar/rotate', {
    schema: calendarAddressSchema,
    method: 'POST',
  });
  return data;
}
