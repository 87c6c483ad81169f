import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import type { Jobs } from './jobs/job-runner.ts';
import type { Mailer } from './modules/delivery/mail/mailer.ts';
import type { PaymentLedger } from './modules/ledger/payment-ledger.ts';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';
import type { SocialsListCache } from './modules/socials/socials-list-cache.ts';
import type { Sessions } from './modules/users/sessions.ts';
import type { Realtime } from './realtime/realtime.ts';

/**
 * The one dependency object. Routes, socket handlers and jobs pass it to operations
 * (`acceptJoinRequest({ deps, requestId, organizerId })`); operations never see Fastify.
 */
export type Deps = {
  db: Database;
  realtime: Realtime;
  jobs: Jobs;
  clock: Clock;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** whether a token's session is still open (cached briefly; see sessions.ts) */
  sessions: Sessions;
  /** uploaded files (avatars), under DATA_DIR/files */
  files: FileStore;
  /** the card payment provider: Stripe when configured, else the offline sandbox */
  payments: PaymentGateway;
  /** every money-moving provider call (charge, authorise, capture, void, refund), recorded */
  ledger: PaymentLedger;
  /** outgoing mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail */
  mailer: Mailer;
  /** the public socials lists' answers, kept briefly; writes that change them call `changed()` */
  socialsList: SocialsListCache;
};
