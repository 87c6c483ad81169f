import {
  accountExportFileName,
  accountExportSchema,
  deleteAccountSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toLocalDate } from '../../local-time.ts';
import type { ModuleRoutes } from '../module.ts';
import { createAttemptLimits } from '../auth/attempt-limits.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';

/** The signed-in person's own data: a copy of all of it, and the account's deletion. */
export const accountDataRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limitAttempts = createAttemptLimits(app, deps);
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/export',
    {
      schema: {
        ...signedInRoute('user'),
        summary: 'Download my data: one JSON file',
        description:
          'The file itself (no envelope), as an attachment named betterplay-data-<YYYY-MM-DD>.json: ' +
          'the profile, socials organised and joined, requests, lines and offers, court bookings ' +
          'and shares, payments (amounts and statuses), friends and the messages sent. Never a ' +
          'password hash, a payment provider id or a card number.',
        response: { 200: accountExportSchema, ...failures(401) },
      },
    },
    async (request, reply) => {
      const document = await exportAccount({ deps, userId: request.user.sub });
      const fileName = accountExportFileName(toLocalDate(new Date(document.exportedAt)));
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(document);
    },
  );

  api.delete(
    '/user/account',
    {
      preHandler: limitAttempts.checkPassword,
      schema: {
        ...signedInRoute('user'),
        summary: 'Delete my account',
        description:
          'Needs the password (403 when wrong). Refused with 409 while other players are going ' +
          'to a social the account organises that has not taken place; `details` lists them ' +
          '(`socials.<id>`). Otherwise every future place, line, request, court booking and hold ' +
          'is given up with the usual refunds, the empty future socials are cancelled, saved ' +
          'cards are removed, every session ends, and what is left keeps no personal data: ' +
          'messages and past socials show "Deleted player".',
        body: deleteAccountSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...failures(400, 401, 429, {
            403: 'Wrong password (WRONG_PASSWORD)',
            409: 'Other players are going to a social the account organises (ORGANISER_HAS_PLAYERS)',
          }),
        },
      },
    },
    async (request, reply) => {
      await deleteAccount({ deps, userId: request.user.sub, password: request.body.password });
      return reply.status(204).send(null);
    },
  );
};
