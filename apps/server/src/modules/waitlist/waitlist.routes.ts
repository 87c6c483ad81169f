import {
  envelopeSchema,
  givePlaceUpQuerySchema,
  idempotencyKeyHeadersSchema,
  idParamsSchema,
  joinWaitlistSchema,
  myWaitlistEntrySchema,
  offerParamsSchema,
  organizerWaitlistEntrySchema,
  organizerWaitlistSchema,
  socialPlayerParamsSchema,
  WAITLIST_TEXTS,
  waitlistPositionSchema,
  waitlistSummarySchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute, signedInRoute } from '../route-docs.ts';
import { acceptOffer, declineOffer } from './answer-offer.ts';
import { givePlaceUp, removePlayer } from './give-place-up.ts';
import {
  getWaitlistSummary,
  listMyWaitlist,
  listOrganizerWaitlists,
  listSocialWaitlist,
} from './list-waitlist.ts';
import { joinWaitlist, leaveWaitlist, removeFromWaitlist } from './waitlist-line.ts';

const player = signedInRoute('waitlists');
const organizer = signedInRoute('organizer');
const changeFailures = failures(400, 401, 403, 404, 409);
// An id of '..' makes the address /user/waitlist, which only lists.
const lineFailures = failures(400, 401, 403, 404, 409, {
  405: "An id of '..' names /user/waitlist, which takes GET only",
});
const done = envelopeSchema(z.null());
const socialOnly = z.object({ socialId: z.string() });

/** Lines for full socials, the offers that fill freed places, and giving places up. */
export const waitlistRoutes: ModuleRoutes = async (app, { deps }) => {
  await app.register(publicWaitlistRoutes, { deps });
  await app.register(signedInWaitlistRoutes, { deps });
};

const publicWaitlistRoutes: ModuleRoutes = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cms/social/:id/waitlist',
    {
      schema: {
        ...publicRoute('waitlists'),
        summary: 'Whether a social is full (held places count) and how many wait',
        params: idParamsSchema,
        response: { 200: envelopeSchema(waitlistSummarySchema), ...failures(400, 404) },
      },
    },
    async (request) => ({
      message: 'ok',
      data: await getWaitlistSummary(deps, request.params.id),
    }),
  );
};

const signedInWaitlistRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.post(
    '/user/socials/:id/waitlist',
    {
      schema: {
        ...player,
        summary: 'Join the waitlist of a full social',
        params: idParamsSchema,
        body: joinWaitlistSchema.nullish(),
        response: { 201: envelopeSchema(waitlistPositionSchema), ...lineFailures },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: WAITLIST_TEXTS.joined,
        data: await joinWaitlist({
          deps,
          userId: request.user.sub,
          socialId: request.params.id,
          message: request.body?.message ?? '',
        }),
      }),
  );

  api.delete(
    '/user/socials/:id/waitlist',
    {
      schema: {
        ...player,
        summary: 'Leave the waitlist (an open offer passes to the next in line)',
        params: idParamsSchema,
        response: { 200: done, ...lineFailures },
      },
    },
    async (request) => {
      await leaveWaitlist({ deps, userId: request.user.sub, socialId: request.params.id });
      return { message: WAITLIST_TEXTS.left, data: null };
    },
  );

  api.get(
    '/user/waitlist',
    {
      schema: {
        ...player,
        summary: 'The waitlists I am in, with my position and any open offer',
        response: { 200: envelopeSchema(z.array(myWaitlistEntrySchema)), ...failures(401) },
      },
    },
    async (request) => ({ message: 'ok', data: await listMyWaitlist(deps, request.user.sub) }),
  );

  api.post(
    '/user/waitlist/offers/:offerId/accept',
    {
      schema: {
        ...player,
        summary: 'Take the place an offer holds: it is booked at once',
        description:
          'Send an Idempotency-Key header: the same key again answers the same result; after ' +
          'the place is taken another key answers 409. After the deadline: 409 OFFER_EXPIRED.',
        headers: idempotencyKeyHeadersSchema,
        params: offerParamsSchema,
        response: { 200: envelopeSchema(socialOnly), ...changeFailures },
      },
    },
    async (request, reply) => {
      const answer = await acceptOffer({
        deps,
        userId: request.user.sub,
        offerId: request.params.offerId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  api.post(
    '/user/waitlist/offers/:offerId/decline',
    {
      schema: {
        ...player,
        summary: 'Say no to an offer: the place passes to the next in line',
        params: offerParamsSchema,
        response: { 200: envelopeSchema(socialOnly), ...changeFailures },
      },
    },
    async (request) => ({
      message: WAITLIST_TEXTS.declined,
      data: await declineOffer({
        deps,
        userId: request.user.sub,
        offerId: request.params.offerId,
      }),
    }),
  );

  api.delete(
    '/user/socials/:id/place',
    {
      schema: {
        ...player,
        summary: 'Give up my place: it goes to the first in line, or opens to everyone',
        description:
          'expectRefund is the refund the player was shown: full 24 hours or more before the ' +
          'start, none later. If it no longer holds, nothing changes: 409 REFUND_POLICY_CHANGED.',
        params: idParamsSchema,
        querystring: givePlaceUpQuerySchema,
        response: {
          200: envelopeSchema(z.object({ refund: z.enum(['full', 'none']) })),
          ...changeFailures,
        },
      },
    },
    async (request) => ({
      message: WAITLIST_TEXTS.placeGivenUp,
      data: await givePlaceUp({
        deps,
        userId: request.user.sub,
        socialId: request.params.id,
        expectRefund: request.query.expectRefund,
      }),
    }),
  );

  api.get(
    '/organizer/socials/:id/waitlist',
    {
      schema: {
        ...organizer,
        summary: "One of my socials' waitlist, in order",
        params: idParamsSchema,
        response: {
          200: envelopeSchema(z.array(organizerWaitlistEntrySchema)),
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => ({
      message: 'ok',
      data: await listSocialWaitlist(deps, request.user.sub, request.params.id),
    }),
  );

  api.get(
    '/organizer/waitlists',
    {
      schema: {
        ...organizer,
        summary: 'The waitlists of my socials that have one, soonest first, each in order',
        response: { 200: envelopeSchema(z.array(organizerWaitlistSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'ok',
      data: await listOrganizerWaitlists(deps, request.user.sub),
    }),
  );

  api.delete(
    '/organizer/socials/:id/waitlist/:userId',
    {
      schema: {
        ...organizer,
        summary: "Take a player off one of my socials' waitlist",
        params: socialPlayerParamsSchema,
        response: { 200: done, ...changeFailures },
      },
    },
    async (request) => {
      await removeFromWaitlist({
        deps,
        organizerId: request.user.sub,
        socialId: request.params.id,
        userId: request.params.userId,
      });
      return { message: WAITLIST_TEXTS.removed, data: null };
    },
  );

  api.delete(
    '/organizer/socials/:id/players/:userId',
    {
      schema: {
        ...organizer,
        summary: 'Remove a player from one of my socials (always a full refund)',
        params: socialPlayerParamsSchema,
        response: { 200: done, ...changeFailures },
      },
    },
    async (request) => {
      await removePlayer({
        deps,
        organizerId: request.user.sub,
        socialId: request.params.id,
        userId: request.params.userId,
      });
      return { message: WAITLIST_TEXTS.playerRemoved, data: null };
    },
  );
};
