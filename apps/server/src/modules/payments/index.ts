import { defineModule } from '../module.ts';
import { paymentsRoutes } from './payments.routes.ts';

/** Payments: saved cards through the gateway (Stripe or the offline sandbox), and Stripe's webhook. */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentsRoutes,
});
