import { defineModule } from '../module.ts';
import { trainingRoutes } from './training.routes.ts';

/** Training: venues and their coaches (coaches are users; enquiries go through the chat). */
export const trainingModule = defineModule({ name: 'training', routes: trainingRoutes });
