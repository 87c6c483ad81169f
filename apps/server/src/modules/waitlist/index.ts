import { defineModule } from '../module.ts';
import { lapseOfferJob, lapseOffersSweep } from './lapse-offer.job.ts';
import { waitlistRoutes } from './waitlist.routes.ts';

/**
 * Waitlists: a line for each full social, timed offers that hold a freed place for the first in
 * line, and giving places up.
 */
export const waitlistModule = defineModule({
  name: 'waitlist',
  routes: waitlistRoutes,
  jobs: [lapseOfferJob, lapseOffersSweep],
});
