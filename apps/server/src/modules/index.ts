import type { RunnableJob } from '../jobs/job-definition.ts';
import { authModule } from './auth/index.ts';
import { chatModule } from './chat/index.ts';
import { courtsModule } from './courts/index.ts';
import { calendarModule } from './calendar/index.ts';
import { deliveryModule } from './delivery/index.ts';
import { eventsModule } from './events/index.ts';
import { friendsModule } from './friends/index.ts';
import { healthModule } from './health/index.ts';
import { joinRequestsModule } from './join-requests/index.ts';
import { ledgerModule } from './ledger/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { paymentsModule } from './payments/index.ts';
import { profileModule } from './profile/index.ts';
import { socialsModule } from './socials/index.ts';
import { trainingModule } from './training/index.ts';
import { usersModule } from './users/index.ts';
import { waitlistModule } from './waitlist/index.ts';

/**
 * Every domain of the app. `app.ts` registers their routes and socket handlers, and gives the
 * job runner their jobs (`moduleJobs`), from this one list: a new domain is added here.
 */
export const modules = [
  healthModule,
  authModule,
  profileModule,
  socialsModule,
  joinRequestsModule,
  notificationsModule,
  deliveryModule,
  calendarModule,
  eventsModule,
  chatModule,
  friendsModule,
  trainingModule,
  paymentsModule,
  courtsModule,
  waitlistModule,
  ledgerModule,
  usersModule,
] as const;

/** Every module's jobs: what an API process or a worker runs. */
export const moduleJobs: readonly RunnableJob[] = modules.flatMap(
  (module): readonly RunnableJob[] => ('jobs' in module ? module.jobs : []),
);
