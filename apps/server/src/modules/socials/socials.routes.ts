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
import { appError } from '../../errors.ts';
import type { ModuleRoutes } from '../module.ts';
import { findById, findPage } from './socials-repository.ts';

const categoryParamsSchema = z.object({ category: z.string().toLowerCase() });
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
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const result = await findPage(deps.db, filter, { page, pageSize }, deps.clock.now());
      return { message: 'OK', data: { ...result, page, pageSize } };
    },
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
    async (request) => {
      const { category } = request.params;
      if (!(SOCIAL_CATEGORIES as string[]).includes(category)) {
        throw appError('UNKNOWN_SPORT', { category, choices: SOCIAL_CATEGORIES.join(', ') });
      }
      const { page, pageSize, ...filter } = request.query;
      const result = await findPage(
        deps.db,
        { ...filter, category },
        { page, pageSize },
        deps.clock.now(),
      );
      return { message: 'OK', data: { ...result, page, pageSize } };
    },
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
    async (request) => {
      const social = await findById(deps.db, request.params.id, deps.clock.now());
      if (!social) throw appError('SOCIAL_NOT_FOUND');
      return { message: 'OK', data: social };
    },
  );
};
