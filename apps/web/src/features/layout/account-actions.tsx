import { Button } from '@betterplay/ui';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';

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
      <NotificationBell />
      {/* The greeting gives way first on a narrow phone; the full name stays in its title. */}
      <span className="min-w-0 truncate text-sm font-medium" title={`Hello, ${user.firstName}`}>
        Hello, {user.firstName}
      </span>
      <Button size="sm" variant="outline" className="shrink-0" onClick={signOut}>
        Sign Out
      </Button>
    </div>
  );
}
