import { defineModule } from '../module.ts';
import { eventsRoutes } from './events.routes.ts';
import { pruneEventsJob } from './jobs/prune-events.job.ts';

/**
 * Realtime events read back: what a reconnecting client missed, and their retention. They are
 * written by every domain through the outbox (realtime/outbox.ts) and published by its relay.
 */
export const eventsModule = defineModule({
  name: 'events',
  routes: eventsRoutes,
  jobs: [pruneEventsJob],
});
