import { calendarAddressSchema, envelopeSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../errors.ts';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute, signedInRoute } from '../route-docs.ts';
import { calendarAddress, calendarFeed, rotateCalendarAddress } from './calendar-feed.ts';

const secured = signedInRoute('calendar');

/** The person's calendar feed: its address (signed in) and the feed itself (by its secret). */
export const calendarRoutes: ModuleRoutes = async (app, { deps }) => {
  await app.register(async (signedIn) => {
    const api = signedIn.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', app.authenticate);

    api.get(
      '/user/calendar',
      {
        schema: {
          ...secured,
          summary: 'My calendar feed’s address (made on first ask)',
          response: { 200: envelopeSchema(calendarAddressSchema), ...failures(401) },
        },
      },
      async (request) => ({
        message: 'OK',
        data: await calendarAddress(deps, request.user.sub),
      }),
    );

    api.post(
      '/user/calendar/rotate',
      {
        schema: {
          ...secured,
          summary: 'A new address for my calendar feed; the old one stops working at once',
          response: { 200: envelopeSchema(calendarAddressSchema), ...failures(401) },
        },
      },
      async (request) => ({
        message: 'Calendar address reset',
        data: await rotateCalendarAddress(deps, request.user.sub),
      }),
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/calendar/:file',
    {
      schema: {
        ...publicRoute('calendar'),
        summary: 'A calendar feed (iCalendar), by its secret address',
        description:
          'The address from GET /user/calendar. Socials organised, attended, asked for and waited ' +
          'for, and court bookings and shares; each with a UID that never changes and a SEQUENCE ' +
          'that grows with every change. ETag and If-None-Match: 304 when nothing changed.',
        params: z.object({ file: z.string().max(100) }),
        produces: ['text/calendar'],
        response: {
          200: z.string(),
          304: z.string().describe('Nothing changed'),
          ...failures(404),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const feed = await calendarFeed(deps, token);
      if (!feed) throw appError('CALENDAR_NOT_FOUND');
      reply
        .header('etag', feed.etag)
        .header('cache-control', 'private, max-age=0, must-revalidate');
      if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send('');
      return reply.type('text/calendar; charset=utf-8').send(feed.text);
    },
  );
};
