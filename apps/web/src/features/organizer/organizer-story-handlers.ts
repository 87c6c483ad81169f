import {
  organizerBookingSchema,
  organizerJoinRequestSchema,
  organizerSocialSchema,
  organizerWaitlistSchema,
  type OrganizerBooking,
  type OrganizerJoinRequest,
  type OrganizerSocial,
  type OrganizerWaitlist,
} from '@betterplay/contracts';
import { z } from 'zod';
import { answer } from '../../storybook/api-mocks.ts';
import { signedInHandlers } from '../../storybook/page-story.tsx';
import {
  HOOPS_BOOKING,
  KIM_BOOKING,
  ORGANIZER_SOCIALS,
  PRIYA_REQUEST,
  SAM_REQUEST,
  WAITLISTS,
} from './organizer-story-data.ts';

export const BOOKINGS_PATH = '/organizer/social/bookings';
export const REQUESTS_PATH = '/organizer/social/requests';
export const WAITLISTS_PATH = '/organizer/waitlists';
export const SOCIALS_PATH = '/organizer/social';

export const answerBookings = (bookings: OrganizerBooking[]) =>
  answer(BOOKINGS_PATH, z.array(organizerBookingSchema), bookings);
export const answerRequests = (requests: OrganizerJoinRequest[]) =>
  answer(REQUESTS_PATH, z.array(organizerJoinRequestSchema), requests);
export const answerWaitlists = (waitlists: OrganizerWaitlist[]) =>
  answer(WAITLISTS_PATH, z.array(organizerWaitlistSchema), waitlists);
export const answerSocials = (socials: OrganizerSocial[]) =>
  answer(SOCIALS_PATH, z.array(organizerSocialSchema), socials);

/** What every signed-in page asks besides its own data (the catch-up call, the bell, ...). */
export const organizerShellHandlers = signedInHandlers;

/** The dashboard with two requests to decide, a waitlist and two bookings. */
export const dashboardHandlers = [
  ...organizerShellHandlers,
  answerRequests([SAM_REQUEST, PRIYA_REQUEST]),
  answerWaitlists(WAITLISTS),
  answerBookings([KIM_BOOKING, HOOPS_BOOKING]),
];

/** The social events page's list: one social in each tab. */
export const socialEventsHandlers = [...organizerShellHandlers, answerSocials(ORGANIZER_SOCIALS)];
