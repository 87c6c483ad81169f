import type { FeatureRoutes } from './feature-routes.ts';

/**
 * Every feature's `routes.tsx` (docs/product.md). Found here rather than listed, so a
 * new feature adds its screens and app-wide listeners without touching a central file.
 */
export const features: FeatureRoutes[] = Object.values(
  import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true }),
).map((module) => module.routes);
