import { defineModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule({ name: 'health', routes: healthRoutes });
