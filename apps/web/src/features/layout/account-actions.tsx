import { Button } from '@betterplay/ui';
import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { useSignOut } from '../auth/use-sign-out.ts';

// Only signed-in users have a bell: visitors never download it (its popover and API calls).
const NotificationBell = lazy(async () => ({
  default: (await import('../notifications/notification-bell.tsx')).NotificationBell,
}));

export function AccountActions() {
  const { user } = useAuth();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Button size="sm" onClick={openSignInDialog}>
        Sign In
      </Button>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-3">
      {/* Keeps the bell's place while it loads, so the header does not shift. */}
      <Suspense fallback={<span className="size-11 shrink-0 sm:size-9" aria-hidden />}>
        <NotificationBell />
      </Suspense>
      {/* On a narrow phone the greeting wraps onto a second line rather than being cut. */}
      <span className="min-w-0 text-sm leading-tight font-medium">Hello, {user.firstName}</span>
      <Button size="sm" variant="outline" className="shrink-0" onClick={signOut}>
        Sign Out
      </Button>
    </div>
  );
}
