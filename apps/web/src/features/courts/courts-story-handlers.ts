import {
  courtAvailabilitySchema,
  createHoldSchema,
  holdSchema,
  myHoldSchema,
  paymentsConfigSchema,
  stadiumSchema,
  type CourtAvailability,
  type MyHold,
} from '@betterplay/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { answer, answerEmpty } from '../../storybook/api-mocks.ts';
import { signedInHandlers } from '../../storybook/page-story.tsx';
import { makeHold } from './booking-fixtures.ts';
import { msac, tennisCourts } from './courts-story-data.ts';

/** Mock Service Worker handlers for the stadium, sport and court booking page stories. */

export const STADIUM = '/stadiums/:stadiumId';
export const AVAILABILITY = '/stadiums/:stadiumId/:sport/availability';
export const HOLDS = '/user/court/holds';
export const BOOKINGS = '/user/court/bookings';

export const answerStadium = (stadium = msac) => answer(STADIUM, stadiumSchema, stadium);

export const answerCourts = (courts: CourtAvailability[] = tennisCourts) =>
  answer(AVAILABILITY, z.array(courtAvailabilitySchema), courts);

export const answerMyHolds = (holds: MyHold[] = []) => answer(HOLDS, z.array(myHoldSchema), holds);

/** No Stripe key: the sandbox, where every payment method charges the saved card. */
export const sandboxPayments = answer('/payments/config', paymentsConfigSchema, {
  provider: 'sandbox',
  publishableKey: null,
});

/** POST /user/court/holds: a ten-minute hold on exactly the court, day, time and length asked. */
export const placeHolds = () =>
  http.post(`*/api/v1${HOLDS}`, async ({ request }) => {
    const asked = createHoldSchema.parse(await request.json());
    const data = holdSchema.parse(
      makeHold({
        ...asked,
        priceCents: asked.durationHours === 1 ? 2800 : 5200,
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        serverNow: new Date().toISOString(),
      }),
    );
    return HttpResponse.json({ message: 'Created', data }, { status: 201 });
  });

/**
 * Someone took the court at `takenTime` first: a hold asked for then answers 409
 * COURT_UNAVAILABLE with the court's next free times in its details; any other time goes on to
 * the next handler (placeHolds).
 */
export const takenAt = (takenTime: string, ...freeTimes: string[]) =>
  http.post(`*/api/v1${HOLDS}`, async ({ request }) => {
    const asked = createHoldSchema.parse(await request.clone().json());
    if (asked.time !== takenTime) return undefined;
    return HttpResponse.json(
      {
        message: 'This court is no longer available at that time',
        statusCode: 409,
        code: 'COURT_UNAVAILABLE',
        details: freeTimes.map((time) => ({ path: 'freeTimes', message: time })),
      },
      { status: 409 },
    );
  });

/** Leaving the page gives the hold back. */
export const releaseHolds = answerEmpty(`${HOLDS}/:holdId`, 'delete');

/** The sport page of MSAC's tennis courts, signed in, with the player's own holds. */
export const sportPageHandlers = (holds: MyHold[] = []) => [
  ...signedInHandlers,
  answerStadium(),
  answerCourts(),
  answerMyHolds(holds),
];

/** The court booking page, signed in: the court's day, the sandbox, holds placed and let go. */
export const courtBookingHandlers = [
  ...signedInHandlers,
  answerStadium(),
  answerCourts(),
  sandboxPayments,
  placeHolds(),
  releaseHolds,
  answerMyHolds(),
];
