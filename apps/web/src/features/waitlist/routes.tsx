import type { FeatureRoutes } from '../../app/feature-routes.ts';
import { WaitlistOfferToasts } from './waitlist-offer-toasts.tsx';

export const routes: FeatureRoutes = {
  // An offered place reaches the player on whatever page they are.
  everywhere: [WaitlistOfferToasts],
};
