import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../errors.ts';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute } from '../route-docs.ts';

/** The names the profile gives avatars: a random UUID, always re-encoded as WebP. */
const AVATAR_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const avatarParamsSchema = z.object({
  name: z
    .string()
    .regex(AVATAR_NAME, 'name must be an avatar file name, such as <uuid>.webp')
    .meta({ example: '0b9f5a4e-3f1c-4d2a-9c3b-6b1f0e2d4c5a.webp' }),
});

/**
 * Avatars, public like the pictures of any site (an <img> sends no token). A file's name never
 * changes its content (a new photo gets a new name), so browsers may keep it for a year.
 */
export const avatarFilesRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/files/avatars/:name',
    {
      schema: {
        ...publicRoute('files'),
        summary: 'A profile photo (image/webp)',
        params: avatarParamsSchema,
        response: {
          200: {
            description: 'The photo, cached for a year (a new photo gets a new name)',
            content: {
              'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
            },
          },
          ...failures(404),
        },
      },
    },
    async (request, reply) => {
      const bytes = await deps.files.read('avatars', request.params.name);
      if (!bytes) throw appError('FILE_NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(bytes);
    },
  );
};
