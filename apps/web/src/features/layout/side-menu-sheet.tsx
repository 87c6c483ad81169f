import { Sheet, SheetContent, SheetHeader, SheetTitle, ThemeSwitch } from '@betterplay/ui';
import {
  Activity,
  ArrowLeftRight,
  House,
  Info,
  MessageCircle,
  Trophy,
  User,
  Users,
} from 'lucide-react';
import type { ComponentType, MouseEvent, RefObject } from 'react';
import { Link } from 'react-router';
import { useThemeChoice } from '../../lib/theme-choice.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { ABOUT_HREF, useAboutNavigation } from './use-about-navigation.ts';

interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const SIGNED_IN_ENTRIES: MenuEntry[] = [
  { to: '/profile', label: 'View Profile', icon: User },
  { to: '/activity', label: 'Your Activity', icon: Activity },
  { to: '/chat', label: 'Chat', icon: MessageCircle },
  { to: '/friends', label: 'Friends', icon: Users },
];

/** The header's page links, here only while the header is too narrow to show them (below 640 px). */
const PAGE_ENTRIES: MenuEntry[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/sports', label: 'Sports', icon: Trophy },
  { to: ABOUT_HREF, label: 'About', icon: Info },
];

const entryClass =
  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-base font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-h-9 sm:text-sm';

export interface SideMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the menu button, which gets focus back when the sheet closes */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The menu's sheet: a chunk of its own (Radix Dialog and scroll locking), loaded on first open. */
export function SideMenuSheet({ open, onOpenChange, triggerRef }: SideMenuSheetProps) {
  const { user } = useAuth();
  const onAboutClick = useAboutNavigation();
  const [theme, chooseTheme] = useThemeChoice();
  const close = () => onOpenChange(false);

  // Signed out, the organiser entry asks for sign-in instead of navigating.
  const onOrganiserClick = (event: MouseEvent<HTMLAnchorElement>) => {
    close();
    if (user) return;
    event.preventDefault();
    openSignInDialog();
  };

  const entry = (
    { to, label, icon: Icon }: MenuEntry,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => void = close,
    className?: string,
  ) => (
    <li key={label} className={className}>
      <Link to={to} onClick={onClick} className={entryClass}>
        <Icon className="size-4" aria-hidden />
        {label}
      </Link>
    </li>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        className="w-72"
        // The button is not a Radix trigger (it lives outside this chunk): give focus back to it.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Menu" className="mt-4">
          <ul className="grid gap-1">
            {PAGE_ENTRIES.map((page) =>
              entry(
                page,
                page.to === ABOUT_HREF
                  ? (event) => {
                      close();
                      onAboutClick(event);
                    }
                  : close,
                'sm:hidden',
              ),
            )}
            {entry(
              { to: '/organiser', label: 'Switch to Social Organiser', icon: ArrowLeftRight },
              onOrganiserClick,
              // Below 640 px a rule separates the page links above from the account's entries.
              'max-sm:mt-2 max-sm:border-t max-sm:pt-3',
            )}
            {user ? SIGNED_IN_ENTRIES.map((signedIn) => entry(signedIn)) : null}
          </ul>
        </nav>
        <div className="mt-6 border-t pt-4">
          <ThemeSwitch value={theme} onValueChange={chooseTheme} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
