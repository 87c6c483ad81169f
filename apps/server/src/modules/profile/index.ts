import { defineModule } from '../module.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule = defineModule({ name: 'profile', routes: profileRoutes });
