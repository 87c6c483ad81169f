import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

/** The pages the account's mails link to: choosing a new password, and verifying the email. */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'reset-password',
      lazy: lazyScreen(() => import('./reset-password-page.tsx'), 'ResetPasswordPage'),
    },
    {
      path: 'verify-email',
      lazy: lazyScreen(() => import('./verify-email-page.tsx'), 'VerifyEmailPage'),
    },
  ],
};
