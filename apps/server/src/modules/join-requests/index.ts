import { defineModule } from '../module.ts';
import { joinRequestsRoutes } from './join-requests.routes.ts';

/**
 * Join requests: a player asks, the organiser accepts or rejects. The worked example a new domain
 * copies (docs/architecture.md).
 */
export const joinRequestsModule = defineModule({
  name: 'join-requests',
  routes: joinRequestsRoutes,
});
