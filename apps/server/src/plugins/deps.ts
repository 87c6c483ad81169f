import path from 'node:path';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import type { Deps } from '../deps.ts';
import { localFileStore } from '../files/file-store.ts';
import { createMailer } from '../modules/delivery/mail/mailer.ts';
import { createPaymentLedger } from '../modules/ledger/payment-ledger.ts';
import { createPaymentGateway } from '../modules/payments/create-payment-gateway.ts';
import { createSocialsListCache } from '../modules/socials/socials-list-cache.ts';
import { createSessions } from '../modules/users/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Assembles the one dependency object from the plugins before it, once. */
export const depsPlugin = fp(
  async (app, options: { clock: Clock }) => {
    const payments = createPaymentGateway({ config: app.config, db: app.database.db });
    const killAfter = app.config.payments.killAfterGateway;
    app.decorate('deps', {
      db: app.database.db,
      realtime: app.realtime,
      jobs: app.jobs,
      clock: options.clock,
      config: app.config,
      log: app.log,
      sessions: createSessions(app.database.db, options.clock),
      files: localFileStore(path.join(app.config.dataDir, 'files')),
      payments,
      ledger: createPaymentLedger({
        db: app.database.db,
        gateway: payments,
        clock: options.clock,
        log: app.log,
        afterGatewayAnswer: killAfter
          ? (operation) => {
              if (operation === killAfter) process.kill(process.pid, 'SIGKILL');
            }
          : undefined,
      }),
      mailer: createMailer(app.config.mail),
      socialsList: createSocialsListCache({
        clock: options.clock,
        ttlMs: app.config.socialsListCacheMs,
      }),
    } satisfies Deps);
  },
  { name: 'deps', dependencies: ['database', 'realtime', 'jobs'] },
);
