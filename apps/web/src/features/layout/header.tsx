import { Link } from 'react-router';
import { AccountActions } from './account-actions.tsx';
import { BrandMark } from './brand-mark.tsx';
import { MainNav } from './main-nav.tsx';
import { SideMenu } from './side-menu.tsx';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:flex-nowrap sm:gap-4 sm:px-6">
        <SideMenu />
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark />
          Better Play
        </Link>
        <MainNav className="order-last w-full sm:order-none sm:ml-4 sm:w-auto" />
        <div className="ml-auto flex min-w-0 items-center">
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
