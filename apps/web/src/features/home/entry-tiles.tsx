import { CalendarCheck, Dumbbell, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

interface EntryTile {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const TILES: EntryTile[] = [
  {
    to: '/book',
    title: 'Book a Court',
    description: 'Reserve a court at a stadium near you in a few taps.',
    icon: CalendarCheck,
  },
  {
    to: '/sports',
    title: 'Join a Social',
    description: 'Find social games run by local organisers and meet new players.',
    icon: Users,
  },
  {
    to: '/training',
    title: 'Start Training',
    description: 'Work with qualified coaches to sharpen your skills.',
    icon: Dumbbell,
  },
];

export function EntryTiles() {
  return (
    <section aria-label="Get started" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        {TILES.map(({ to, title, description, icon: Icon }) => (
          <li
            key={to}
            className="relative rounded-lg border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
          >
            <Icon className="size-8 text-primary" aria-hidden />
            <h2 className="mt-4 text-lg font-semibold">
              {/* The link covers the whole tile, while its name stays the title. */}
              <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
                {title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
