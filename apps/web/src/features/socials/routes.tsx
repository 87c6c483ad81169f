import { lazyScreen, type FeatureRoutes, type ScreenHandle } from '../../app/feature-routes.ts';
import { firstScreenData } from '../../app/first-screen-data.ts';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'sports/:category',
      lazy: lazyScreen(() => import('./social-list-page.tsx'), 'SocialListPage'),
      ...firstScreenData(async ({ params, request }, prefetch) => {
        const api = await import('./socials-api.ts');
        const category = (params.category ?? '').toLowerCase();
        const choices = api.listParamsOf(new URL(request.url).searchParams);
        return prefetch(api.socialPageQueryOptions(category, choices));
      }),
      handle: {
        request: '/cms/socials/:category?q=&type=all&page=1&pageSize=5',
      } satisfies ScreenHandle,
    },
    {
      path: 'sports/:category/social',
      lazy: lazyScreen(() => import('./social-detail-page.tsx'), 'SocialDetailPage'),
      ...firstScreenData(async ({ request }, prefetch) => {
        const id = new URL(request.url).searchParams.get('id');
        if (!id) return;
        return prefetch((await import('./socials-api.ts')).socialQueryOptions(id));
      }),
      handle: { request: '/cms/social/:id' } satisfies ScreenHandle,
    },
    {
      path: 'sports/:category/social/join',
      lazy: lazyScreen(() => import('./join-social-page.tsx'), 'JoinSocialPage'),
    },
  ],
};
