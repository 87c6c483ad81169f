import { envelopeSchema, paymentRecordSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { listMyPayments } from './list-payments.ts';

/** The player's payment history, from the ledger. */
export const ledgerRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/payments',
    {
      schema: {
        ...signedInRoute('payments'),
        summary: 'Every payment of the signed-in player, newest first',
        response: { 200: envelopeSchema(z.array(paymentRecordSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'ok',
      data: await listMyPayments(deps, request.user.sub),
    }),
  );
};
