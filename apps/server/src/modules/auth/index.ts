import { defineModule } from '../module.ts';
import { authRoutes } from './auth.routes.ts';
import { mailResetLinkJob } from './jobs/mail-reset-link.job.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: authRoutes,
  jobs: [mailResetLinkJob],
});
