import {
  createHoldSchema,
  envelopeSchema,
  holdParamsSchema,
  holdSchema,
  myHoldSchema,
  releasedHoldSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../../module.ts';
import { failures, signedInRoute } from '../../route-docs.ts';
import { listMyHolds } from './list-holds.ts';
import { placeHold } from './place-hold.ts';
import { releaseHold } from './release-hold.ts';

const player = signedInRoute('courts');

/** A player holds a court while paying, and may let go of it early. Signed in. */
export const holdsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.post(
    '/user/court/holds',
    {
      schema: {
        ...player,
        summary: 'Hold a court for 10 minutes while paying',
        description:
          '`time` is one of the availability’s free times. A time someone else holds or has ' +
          'booked answers 409 COURT_UNAVAILABLE, with the court’s free start times that day ' +
          'for the same duration in `details` ({ path: "freeTimes", message: "HH:MM" } each). ' +
          'A player holds a few courts at once at most (COURT_HOLDS_PER_PLAYER, 2 by default): ' +
          'past that, 429 TOO_MANY_HOLDS, naming each hold in `details` ' +
          '({ path: "holds.<holdId>", message: what it is }). Asking again for a court, time ' +
          'and duration the player already holds answers 200 with that hold, its expiry unchanged.',
        body: createHoldSchema,
        response: {
          200: envelopeSchema(holdSchema),
          201: envelopeSchema(holdSchema),
          ...failures(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const placed = await placeHold({ deps, userId: request.user.sub, ...request.body });
      return placed.created
        ? reply.status(201).send({ message: 'Created', data: placed.hold })
        : reply.status(200).send({ message: 'Already held', data: placed.hold });
    },
  );

  api.get(
    '/user/court/holds',
    {
      schema: {
        ...player,
        summary: 'My holds not yet expired',
        description:
          'Soonest expiry first, with the stadium, sport and court, so a page can name each ' +
          'hold, go back to its confirmation page or release it.',
        response: {
          200: envelopeSchema(z.array(myHoldSchema)),
          ...failures(401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMyHolds({ deps, userId: request.user.sub }),
    }),
  );

  api.delete(
    '/user/court/holds/:id',
    {
      schema: {
        ...player,
        summary: 'Let go of my hold before it expires',
        description:
          'A hold already expired or released answers the same; a paid one answers 409; ' +
          'another player’s answers 404 HOLD_NOT_FOUND.',
        params: holdParamsSchema,
        response: {
          200: envelopeSchema(releasedHoldSchema),
          ...failures(400, 401, 404, 409),
        },
      },
    },
    async (request) => ({
      message: 'Hold released',
      data: await releaseHold({ deps, userId: request.user.sub, holdId: request.params.id }),
    }),
  );
};
