import {
  availabilityQuerySchema,
  BOOKING_HORIZON_DAYS,
  courtAvailabilitySchema,
  envelopeSchema,
  STADIUM_SPORT_IDS,
  stadiumParamsSchema,
  stadiumSchema,
  stadiumsQuerySchema,
  stadiumSportParamsSchema,
  stadiumSummarySchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../../module.ts';
import { failures, publicRoute } from '../../route-docs.ts';
import { listCourtAvailability } from './court-availability.ts';
import { getStadium, listStadiums } from './list-stadiums.ts';

const stadiumFailures = failures(400, 404);

/** Public reads: anyone may browse stadiums and see which courts are free. */
export const stadiumsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stadiums',
    {
      schema: {
        ...publicRoute('courts'),
        summary: 'Stadiums whose name and address contain the filters (any case), by name',
        querystring: stadiumsQuerySchema,
        response: { 200: envelopeSchema(z.array(stadiumSummarySchema)), ...failures(400) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listStadiums({ deps, ...request.query }),
    }),
  );

  api.get(
    '/stadiums/:stadiumId',
    {
      schema: {
        ...publicRoute('courts'),
        summary: 'A stadium with the sports it has courts for',
        params: stadiumParamsSchema,
        response: { 200: envelopeSchema(stadiumSchema), ...stadiumFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getStadium({ deps, stadiumId: request.params.stadiumId }),
    }),
  );

  api.get(
    '/stadiums/:stadiumId/:sport/availability',
    {
      schema: {
        ...publicRoute('courts'),
        summary: 'A sport’s courts at a stadium with their free start times on a date',
        description:
          `\`sport\` is one the stadium has courts for (${STADIUM_SPORT_IDS.join(', ')}; any ` +
          'case); another answers 404 UNKNOWN_STADIUM_SPORT. Free times are whole hours within ' +
          'opening hours, local time, none in the past; a past date, or one more than ' +
          `${BOOKING_HORIZON_DAYS} days ahead, has none.`,
        params: stadiumSportParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: envelopeSchema(z.array(courtAvailabilitySchema)), ...stadiumFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listCourtAvailability({ deps, ...request.params, date: request.query.date }),
    }),
  );
};
