import { LinkTile, LinkTileDescription, LinkTileTitle } from '@betterplay/ui';
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
          <LinkTile key={to} className="p-6">
            <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-brand-tint text-brand">
              <Icon className="size-6" aria-hidden />
            </span>
            <LinkTileTitle>
              <Link to={to}>{title}</Link>
            </LinkTileTitle>
            <LinkTileDescription>{description}</LinkTileDescription>
          </LinkTile>
        ))}
      </ul>
    </section>
  );
}
