import {
  envelopeSchema,
  errorResponseSchema,
  idParamsSchema,
  SOCIAL_CATEGORIES,
  socialListQuerySchema,
  socialPageSchema,
  socialSchema,
} from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { findById, findPage } from './socials-repository.ts';

const categoryParamsSchema = z.object({ category: z.string().toLowerCase() });
const pageResponse = { 200: envelopeSchema(socialPageSchema), 400: errorResponseSchema };

/** Public reads: anyone may browse socials. */
export async function socialsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/cms/socials',
    {
      schema: {
        tags: ['socials'],
        summary: 'All socials, paged',
        querystring: socialListQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const result = await findPage(app.db, filter, { page, pageSize });
      return { message: 'OK', data: { ...result, page, pageSize } };
    },
  );

  api.get(
    '/cms/socials/:category',
    {
      schema: {
        tags: ['socials'],
        summary: 'Socials of one sport, paged and searchable by name or venue',
        params: categoryParamsSchema,
        querystring: socialListQuerySchema,
        response: { ...pageResponse, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { category } = request.params;
      if (!(SOCIAL_CATEGORIES as string[]).includes(category)) {
        throw notFound(
          `There are no socials for "${category}". Choose one of: ${SOCIAL_CATEGORIES.join(', ')}`,
        );
      }
      const { page, pageSize, ...filter } = request.query;
      const result = await findPage(app.db, { ...filter, category }, { page, pageSize });
      return { message: 'OK', data: { ...result, page, pageSize } };
    },
  );

  api.get(
    '/cms/social/:id',
    {
      schema: {
        tags: ['socials'],
        summary: 'One social',
        params: idParamsSchema,
        response: {
          200: envelopeSchema(socialSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const found = await findById(app.db, request.params.id);
      if (!found) throw notFound('Social not found');
      return { message: 'OK', data: found.social };
    },
  );
}
