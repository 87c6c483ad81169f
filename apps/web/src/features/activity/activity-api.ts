import {
  myBookingsSchema,
  myJoinRequestSchema,
  type MyBookings,
  type MyJoinRequest,
} from '@betterplay/contracts';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

/** The places the signed-in user holds, grouped by the server (upcoming, recurring, past). */
export async function fetchMyBookings(): Promise<MyBookings> {
  return (await apiRequest('/user/social/booking', { schema: myBookingsSchema })).data;
}

/** The signed-in user's join requests, every status, newest first. */
export async function fetchMyJoinRequests(): Promise<MyJoinRequest[]> {
  return (
    await apiRequest('/user/social/booking/request', { schema: z.array(myJoinRequestSchema) })
  ).data;
}
