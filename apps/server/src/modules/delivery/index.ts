import { defineModule } from '../module.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { deliverMailJob } from './jobs/deliver-mail.job.ts';
import { deliverPushJob } from './jobs/deliver-push.job.ts';
import { remindCourtPlayersJob } from './jobs/remind-court-players.job.ts';
import { devMailboxPages } from './mail/dev-mailbox.routes.ts';

/**
 * Reaching people when no tab is open: which kinds of message each person wants, by email and
 * by push, and the mail and pushes made from the outbox's events (docs/architecture.md, "Mail"
 * and "Web push").
 */
export const deliveryModule = defineModule({
  name: 'delivery',
  routes: deliveryRoutes,
  pages: devMailboxPages,
  jobs: [deliverMailJob, deliverPushJob, remindCourtPlayersJob],
});
