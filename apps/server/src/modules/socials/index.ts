import { defineModule, type ModuleRoutes } from '../module.ts';
import { myBookingsRoutes } from './my-bookings.routes.ts';
import { organizerSocialsRoutes } from './organizer-socials.routes.ts';
import { socialsSocketHandlers } from './social-rooms.ts';
import { socialsRoutes } from './socials.routes.ts';

const routes: ModuleRoutes = async (app, options) => {
  await app.register(socialsRoutes, options);
  await app.register(organizerSocialsRoutes, options);
  await app.register(myBookingsRoutes, options);
};

/** Socials: browsing, organisers' socials, players' places, and live attendee counts. */
export const socialsModule = defineModule({
  name: 'socials',
  routes,
  socketHandlers: socialsSocketHandlers,
});
