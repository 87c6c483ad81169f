import { defineModule, type ModuleRoutes } from '../module.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { courtsSocketHandlers } from './court-rooms.ts';
import { holdsRoutes } from './holds/holds.routes.ts';
import { expireSharesJob } from './jobs/expire-shares.job.ts';
import { pruneIdempotentRequestsJob } from './jobs/prune-idempotent-requests.job.ts';
import { releaseHoldJob } from './jobs/release-hold.job.ts';
import { settleRefundsJob } from './jobs/settle-refunds.job.ts';
import { undoChargeJob } from './jobs/undo-charge.job.ts';
import { sharesRoutes } from './shares/shares.routes.ts';
import { stadiumsRoutes } from './stadiums/stadiums.routes.ts';

const routes: ModuleRoutes = async (app, options) => {
  await app.register(stadiumsRoutes, options);
  await app.register(holdsRoutes, options);
  await app.register(bookingsRoutes, options);
  await app.register(sharesRoutes, options);
};

/**
 * Courts: stadiums and their courts' availability, holds (10 minutes, released by a job),
 * paid bookings with an exclusion constraint against overlaps, split shares and cancellation.
 */
export const courtsModule = defineModule({
  name: 'courts',
  routes,
  jobs: [
    releaseHoldJob,
    expireSharesJob,
    settleRefundsJob,
    undoChargeJob,
    pruneIdempotentRequestsJob,
  ],
  socketHandlers: courtsSocketHandlers,
});
