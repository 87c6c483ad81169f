import { defineModule } from '../module.ts';
import { friendsRoutes } from './friends.routes.ts';

/** Friends: a player follows others (one-directional) and finds players by name or sport. */
export const friendsModule = defineModule({ name: 'friends', routes: friendsRoutes });
