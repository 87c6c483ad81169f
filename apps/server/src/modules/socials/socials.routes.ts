import {
  envelopeSchema,
  idParamsSchema,
  SOCIAL_CATEGORIES,
  socialListQuerySchema,
  socialPageSchema,
  socialSchema,
} from '@betterplay/contracts';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute } from '../route-docs.ts';
import { getSocial, listSocialsJson } from './list-socials.ts';

const categoryParamsSchema = z.object({
  category: z
    .string()
    .toLowerCase()
    .meta({
      description: `One of ${SOCIAL_CATEGORIES.join(', ')}, in any case; another answers 404 UNKNOWN_SPORT`,
      example: 'badminton',
    }),
});
const pageResponse = { 200: envelopeSchema(socialPageSchema), ...failures(400) };

/**
 * Sends a list's JSON as it is: a string with a JSON content type skips the route's serializer
 * (it was encoded through the same schema when it was made; compression still applies). The
 * typed reply only takes the schema's object, hence the plain FastifyReply.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Public reads: anyone may browse the socials still to come. */
export const socialsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/cms/socials',
    {
      schema: {
        ...publicRoute('socials'),
        summary: 'Socials still to come, paged',
        querystring: socialListQuerySchema,
        response: pageResponse,
      },
    },
    async (request, reply) =>
      sendJson(reply as FastifyReply, await listSocialsJson({ deps, query: request.query })),
  );

  api.get(
    '/cms/socials/:category',
    {
      schema: {
        ...publicRoute('socials'),
        summary: 'Socials of one sport still to come, paged and searchable by name or venue',
        params: categoryParamsSchema,
        querystring: socialListQuerySchema,
        response: { ...pageResponse, ...failures(404) },
      },
    },
    async (request, reply) =>
      sendJson(
        reply as FastifyReply,
        await listSocialsJson({ deps, category: request.params.category, query: request.query }),
      ),
  );

  api.get(
    '/cms/social/:id',
    {
      schema: {
        ...publicRoute('socials'),
        summary: 'One social, past ones included',
        params: idParamsSchema,
        response: {
          200: envelopeSchema(socialSchema),
          ...failures(400, 404),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getSocial({ deps, id: request.params.id }),
    }),
  );
};
