import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'sports/:category',
      lazy: lazyScreen(() => import('./social-list-page.tsx'), 'SocialListPage'),
    },
    {
      path: 'sports/:category/social',
      lazy: lazyScreen(() => import('./social-detail-page.tsx'), 'SocialDetailPage'),
    },
    {
      path: 'sports/:category/social/join',
      lazy: lazyScreen(() => import('./join-social-page.tsx'), 'JoinSocialPage'),
    },
  ],
};
