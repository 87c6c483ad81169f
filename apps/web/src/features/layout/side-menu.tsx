import { Button, Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@betterplay/ui';
import { Activity, ArrowLeftRight, Menu, MessageCircle, User, Users } from 'lucide-react';
import { useState, type ComponentType, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';

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

const entryClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SideMenu() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  // Signed out, the organiser entry asks for sign-in instead of navigating.
  const onOrganiserClick = (event: MouseEvent<HTMLAnchorElement>) => {
    close();
    if (user) return;
    event.preventDefault();
    openSignInDialog();
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="size-5" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" aria-describedby={undefined} className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Menu" className="mt-4">
          <ul className="grid gap-1">
            <li>
              <Link to="/organiser" onClick={onOrganiserClick} className={entryClass}>
                <ArrowLeftRight className="size-4" aria-hidden />
                Switch to Social Organiser
              </Link>
            </li>
            {user &&
              SIGNED_IN_ENTRIES.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} onClick={close} className={entryClass}>
                    <Icon className="size-4" aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
