import { defineModule } from '../module.ts';
import { deliveryRoutes } from './delivery.routes.ts';

/**
 * Reaching people when no tab is open: which kinds of message each person wants, by email and
 * by push.
 */
export const deliveryModule = defineModule({
  name: 'delivery',
  routes: deliveryRoutes,
});
