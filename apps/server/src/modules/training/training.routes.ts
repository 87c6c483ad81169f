import {
  coachProfileSchema,
  envelopeSchema,
  TRAINING_SPORT_IDS,
  trainingVenueCardSchema,
  trainingVenueQuerySchema,
  trainingVenueSchema,
  trainingVenuesQuerySchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute } from '../route-docs.ts';
import { getCoach, getTrainingVenue, listTrainingVenues } from './list-training.ts';

const sportParam = z
  .string()
  .max(50)
  .toLowerCase()
  .meta({
    description: `One of ${TRAINING_SPORT_IDS.join(', ')}, in any case; another answers 404 UNKNOWN_TRAINING_SPORT`,
    example: 'badminton',
  });
const venueIdParam = z.string().max(100).meta({ example: 'msac' });
const lookupFailures = failures(400, 404);

/** Public reads: anyone may browse venues and coaches (an enquiry goes through the chat). */
export const trainingRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Registered before '/training/:sport' reads 'coaches' as a sport (find-my-way prefers the
  // static segment anyway; the order only makes that plain).
  api.get(
    '/training/coaches/:coachId',
    {
      schema: {
        ...publicRoute('training'),
        summary: 'A coach’s profile; the id is the coach’s user id',
        params: z.object({ coachId: z.string().max(100) }),
        response: { 200: envelopeSchema(coachProfileSchema), ...lookupFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getCoach({ deps, coachId: request.params.coachId }),
    }),
  );

  api.get(
    '/training/:sport',
    {
      schema: {
        ...publicRoute('training'),
        summary: 'Venues offering training in a sport, with their coaches, searched and sorted',
        description:
          'sort=price orders venues by their cheapest coach; sort=name by the first of their ' +
          'coaches’ names. Each venue lists its coaches in the same order.',
        params: z.object({ sport: sportParam }),
        querystring: trainingVenuesQuerySchema,
        response: { 200: envelopeSchema(z.array(trainingVenueCardSchema)), ...lookupFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listTrainingVenues({
        deps,
        sport: request.params.sport,
        venueSearch: request.query.venue,
        sort: request.query.sort,
      }),
    }),
  );

  api.get(
    '/training/:sport/venues/:venueId',
    {
      schema: {
        ...publicRoute('training'),
        summary: 'A venue and its coaches of a sport',
        params: z.object({ sport: sportParam, venueId: venueIdParam }),
        querystring: trainingVenueQuerySchema,
        response: { 200: envelopeSchema(trainingVenueSchema), ...lookupFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getTrainingVenue({
        deps,
        sport: request.params.sport,
        venueId: request.params.venueId,
        sort: request.query.sort,
      }),
    }),
  );
};
