import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { AccountActions } from './account-actions.tsx';
import { BrandMark } from './brand-mark.tsx';
import { MainNav } from './main-nav.tsx';
import { SideMenu } from './side-menu.tsx';

/**
 * One row at every width. Below 640 px the page links move into the side menu, so the menu,
 * the brand and the account actions fit a 390 px phone.
 */
export function Header() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-1.5 sm:gap-4 sm:px-6 sm:py-2">
        <SideMenu />
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-md px-1 text-base font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-h-9 sm:text-lg"
        >
          <BrandMark />
          {/* Signed in on a phone the greeting needs the room: the mark alone shows, still named. */}
          <span className={user ? 'max-[440px]:sr-only' : undefined}>Better Play</span>
        </Link>
        <MainNav className="hidden sm:ml-4 sm:block" />
        <div className="ml-auto flex min-w-0 items-center justify-end">
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
