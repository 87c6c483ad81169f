import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';

// Ships with the layout: the profile's query (and its schemas) load only for a signed-in person.
const UnverifiedEmailNotice = lazy(async () => ({
  default: (await import('./unverified-email-notice.tsx')).UnverifiedEmailNotice,
}));

/** The path of the page that verifies: the banner would only repeat what it says. */
const VERIFY_PATH = '/verify-email';

/** Under the header: asks a signed-in person whose email is not verified to follow the link. */
export function EmailVerificationNotice() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (user === null || pathname === VERIFY_PATH) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedEmailNotice userId={user.id} />
    </Suspense>
  );
}
