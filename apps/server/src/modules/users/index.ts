import { defineModule } from '../module.ts';
import { accountDataRoutes } from './account-data.routes.ts';

/** Users: the account's own data, its export and its deletion (sign-in lives in auth). */
export const usersModule = defineModule({ name: 'users', routes: accountDataRoutes });
