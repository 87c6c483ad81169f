import { Outlet, ScrollRestoration } from 'react-router';
import { EmailVerificationNotice } from '../account/email-verification-notice.tsx';
import { SignInDialog } from '../auth/sign-in-dialog.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <Header />
      <EmailVerificationNotice />
      {/* At least a screen tall, so the footer starts below the fold: a page that grows as its
          data arrives moves nothing a visitor sees (no layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <SignInDialog />
      <ScrollRestoration />
    </div>
  );
}
