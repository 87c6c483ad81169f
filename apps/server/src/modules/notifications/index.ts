import { defineModule } from '../module.ts';
import { expireNotificationsJob } from './jobs/expire-notifications.job.ts';
import { remindAttendeesJob } from './jobs/remind-attendees.job.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** The bell: notifications, their expiry, and reminders before a social starts. */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: notificationsRoutes,
  jobs: [expireNotificationsJob, remindAttendeesJob],
});
