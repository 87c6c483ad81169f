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
      <span className="max-w-[9rem] truncate text-sm font-medium sm:max-w-xs">
        Hello, {user.firstName}
      </span>
      <Button size="sm" variant="outline" onClick={signOut}>
        Sign Out
      </Button>
    </div>
  );
}
