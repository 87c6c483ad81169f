import {
  envelopeSchema,
  playerCardSchema,
  playerSearchPageSchema,
  playerSearchQuerySchema,
  userIdParamsSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { addFriend } from './add-friend.ts';
import { listFriends } from './list-friends.ts';
import { removeFriend } from './remove-friend.ts';
import { searchPlayers } from './search-players.ts';

const signedIn = signedInRoute('friends');
const changeFailures = {
  ...failures(400, 401, 404),
};

/** The players I follow, finding players, following and unfollowing. Every call is signed in. */
export const friendsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/friends',
    {
      schema: {
        ...signedIn,
        summary: 'The players I follow, by name',
        response: { 200: envelopeSchema(z.array(playerCardSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listFriends({ deps, userId: request.user.sub }),
    }),
  );

  api.get(
    '/users/search',
    {
      schema: {
        ...signedIn,
        summary:
          'Players by part of their name or by a sport they like (a sport name or its start), case-insensitive; never me',
        querystring: playerSearchQuerySchema,
        response: {
          200: envelopeSchema(playerSearchPageSchema),
          ...failures(400, 401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await searchPlayers({ deps, userId: request.user.sub, ...request.query }),
    }),
  );

  api.post(
    '/user/friends/:userId',
    {
      schema: {
        ...signedIn,
        summary: 'Follow a player: 201 when added, 200 when I already followed them',
        params: userIdParamsSchema,
        response: {
          201: envelopeSchema(playerCardSchema),
          200: envelopeSchema(playerCardSchema),
          ...changeFailures,
        },
      },
    },
    async (request, reply) => {
      const { card, created } = await addFriend({
        deps,
        userId: request.user.sub,
        friendId: request.params.userId,
      });
      return created
        ? reply.status(201).send({ message: 'Created', data: card })
        : reply.status(200).send({ message: 'OK', data: card });
    },
  );

  api.delete(
    '/user/friends/:userId',
    {
      schema: {
        ...signedIn,
        summary: 'Stop following a player (also 200 when I did not follow them)',
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(playerCardSchema), ...changeFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await removeFriend({
        deps,
        userId: request.user.sub,
        friendId: request.params.userId,
      }),
    }),
  );
};
