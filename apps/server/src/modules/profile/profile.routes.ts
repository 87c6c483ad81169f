import {
  envelopeSchema,
  publicProfileSchema,
  userIdPathSchema,
  userProfileSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { avatarFilesRoutes } from './avatar-files.routes.ts';
import { getPlayerProfile } from './get-player-profile.ts';
import { getProfile } from './get-profile.ts';
import { updateProfileRoutes } from './update-profile.routes.ts';

/** The profile's routes: the signed-in ones in one context, the public avatar files in another. */
export const profileRoutes: ModuleRoutes = async (app, { deps }) => {
  await app.register(signedInRoutes, { deps });
  await app.register(avatarFilesRoutes, { deps });
};

const signedInRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/profile',
    {
      schema: {
        ...signedInRoute('user'),
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(userProfileSchema), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getProfile({ deps, userId: request.user.sub }),
    }),
  );

  api.get(
    '/users/:id',
    {
      schema: {
        ...signedInRoute('user'),
        summary: "Another player's profile: a private one is only its name and picture",
        params: userIdPathSchema,
        response: {
          200: envelopeSchema(publicProfileSchema),
          ...failures(401, 404),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getPlayerProfile({ deps, playerId: request.params.id }),
    }),
  );

  // Its own context: the only one that reads multipart bodies.
  await api.register(updateProfileRoutes, { deps });
};
