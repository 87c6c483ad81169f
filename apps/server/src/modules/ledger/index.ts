import { defineModule } from '../module.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { reconcilePaymentsSweep } from './reconcile-payments.job.ts';

/**
 * The payment ledger: every money-moving call to the provider recorded before and after it is
 * made, the reconciliation job that finishes what a crash left half done, and the player's
 * payment history. It sits above the domains whose payments it reconciles (listed after them).
 */
export const ledgerModule = defineModule({
  name: 'ledger',
  routes: ledgerRoutes,
  jobs: [reconcilePaymentsSweep],
});
