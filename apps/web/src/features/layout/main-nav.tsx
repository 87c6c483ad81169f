import { cn } from '@betterplay/ui';
import { Link, NavLink } from 'react-router';
import { ABOUT_HREF, useAboutNavigation } from './use-about-navigation.ts';

const linkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function MainNav({ className }: { className?: string }) {
  const onAboutClick = useAboutNavigation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1 sm:gap-2">
        <li>
          <NavLink
            to="/"
            end
            className={({ isActive }) => cn(linkClass, isActive && 'text-foreground')}
          >
            Home
          </NavLink>
        </li>
        <li>
          <NavLink
            to="/sports"
            className={({ isActive }) => cn(linkClass, isActive && 'text-foreground')}
          >
            Sports
          </NavLink>
        </li>
        <li>
          <Link to={ABOUT_HREF} onClick={onAboutClick} className={linkClass}>
            About
          </Link>
        </li>
      </ul>
    </nav>
  );
}
