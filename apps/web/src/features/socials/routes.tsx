import { lazyScreen, type FeatureRoutes, type ScreenHandle } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'sports/:category',
      lazy: lazyScreen(() => import('./social-list-page.tsx'), 'SocialListPage'),
      handle: {
        request: '/cms/socials/:category?q=&type=all&page=1&pageSize=5',
      } satisfies ScreenHandle,
    },
    {
      path: 'sports/:category/social',
      lazy: lazyScreen(() => import('./social-detail-page.tsx'), 'SocialDetailPage'),
      handle: { request: '/cms/social/:id' } satisfies ScreenHandle,
    },
    {
      path: 'sports/:category/social/join',
      lazy: lazyScreen(() => import('./join-social-page.tsx'), 'JoinSocialPage'),
    },
  ],
};
