import {
  bookingParamsSchema,
  cancelBookingQuerySchema,
  cancellationSchema,
  courtBookingSchema,
  envelopeSchema,
  idempotencyKeyHeadersSchema,
  myCourtBookingsSchema,
  payBookingSchema,
  splitBookingSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module.ts';
import { failures } from '../../route-docs.ts';
import { courtBookingFailures, courtBookingsDocs } from './court-booking-route-schemas.ts';
import { cancelBooking } from './cancel-booking.ts';
import { COURT_BOOKINGS_LIST_LIMIT, listMyCourtBookings } from './list-court-bookings.ts';
import { payForBooking } from './pay-booking.ts';
import { splitBooking } from '../shares/split-booking.ts';

/** Paying for a hold, the caller's bookings, splitting and cancelling them. Signed in. */
export const bookingsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.post(
    '/user/court/bookings',
    {
      schema: {
        ...courtBookingsDocs,
        summary: "Pay for a hold with the caller's default card: the booking is confirmed",
        description:
          'Send an Idempotency-Key header: the same key again answers the same status and body ' +
          'and charges once; the same key with another body answers 409. A declined card ' +
          "answers 402 with the provider's message and the hold stays until it expires.",
        headers: idempotencyKeyHeadersSchema,
        body: payBookingSchema,
        response: {
          201: envelopeSchema(courtBookingSchema),
          ...courtBookingFailures,
          ...failures(402, 502),
        },
      },
    },
    async (request, reply) => {
      const answer = await payForBooking({
        deps,
        userId: request.user.sub,
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  api.get(
    '/user/court/bookings',
    {
      schema: {
        ...courtBookingsDocs,
        summary: 'My court bookings (upcoming and past) and the splits I am invited to',
        description: `Each list holds at most ${COURT_BOOKINGS_LIST_LIMIT} bookings: the soonest upcoming, the latest past.`,
        response: { 200: envelopeSchema(myCourtBookingsSchema), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMyCourtBookings({ deps, userId: request.user.sub }),
    }),
  );

  api.delete(
    '/user/court/bookings/:id',
    {
      schema: {
        ...courtBookingsDocs,
        summary: 'Cancel my booking: in full refund 24 hours or more before it starts',
        description:
          'Send expectRefund (full or none) as the player was told: when the refund at this ' +
          'moment differs, nothing is cancelled and the answer is 409 REFUND_POLICY_CHANGED, ' +
          'whose message says the refund now; without it the refund of the moment applies.',
        params: bookingParamsSchema,
        querystring: cancelBookingQuerySchema,
        response: { 200: envelopeSchema(cancellationSchema), ...courtBookingFailures },
      },
    },
    async (request) => ({
      message: 'Booking cancelled',
      data: await cancelBooking({
        deps,
        userId: request.user.sub,
        bookingId: request.params.id,
        expectRefund: request.query.expectRefund,
      }),
    }),
  );

  api.post(
    '/user/court/bookings/:id/split',
    {
      schema: {
        ...courtBookingsDocs,
        summary: 'Split the cost of my booking with friends: each is invited in the chat',
        description:
          'Any time before the booking starts. While no share is pending or paid (never split, ' +
          'or every friend declined) it splits anew; beside shares still standing it only ' +
          'invites again friends whose share was declined or expired, for the amount they were ' +
          'first asked. Nothing is charged here: each friend pays their share.',
        params: bookingParamsSchema,
        body: splitBookingSchema,
        response: { 201: envelopeSchema(courtBookingSchema), ...courtBookingFailures },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Created',
        data: await splitBooking({
          deps,
          userId: request.user.sub,
          bookingId: request.params.id,
          friendIds: request.body.friendIds,
        }),
      }),
  );
};
