import {
  envelopeSchema,
  errorResponseSchema,
  idParamsSchema,
  SOCIAL_CATEGORIES,
  socialListQuerySchema,
  socialPageSchema,
  socialSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { getSocial, listSocials } from './list-socials.ts';

const categoryParamsSchema = z.object({
  category: z
    .string()
    .toLowerCase()
    .meta({
      description: `One of ${SOCIAL_CATEGORIES.join(', ')}, in any case; another answers 404 UNKNOWN_SPORT`,
      example: 'badminton',
    }),
});
const pageResponse = { 200: envelopeSchema(socialPageSchema), 400: errorResponseSchema };

/** Public reads: anyone may browse the socials still to come. */
export const socialsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/cms/socials',
    {
      schema: {
        tags: ['socials'],
        summary: 'Socials still to come, paged',
        querystring: socialListQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listSocials({ deps, query: request.query }),
    }),
  );

  api.get(
    '/cms/socials/:category',
    {
      schema: {
        tags: ['socials'],
        summary: 'Socials of one sport still to come, paged and searchable by name or venue',
        params: categoryParamsSchema,
        querystring: socialListQuerySchema,
        response: { ...pageResponse, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listSocials({ deps, category: request.params.category, query: request.query }),
    }),
  );

  api.get(
    '/cms/social/:id',
    {
      schema: {
        tags: ['socials'],
        summary: 'One social, past ones included',
        params: idParamsSchema,
        response: {
          200: envelopeSchema(socialSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getSocial({ deps, id: request.params.id }),
    }),
  );
};
