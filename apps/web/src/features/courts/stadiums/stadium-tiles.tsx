import type { StadiumSummary } from '@betterplay/contracts';
import { LinkTile, LinkTileDescription, LinkTileTitle } from '@betterplay/ui';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatTime12h } from '../../../lib/format.ts';
import { stadiumPath } from '../court-paths.ts';

/** 'Open 6:00 AM – 10:00 PM' */
export function openingHoursText(stadium: Pick<StadiumSummary, 'opensAt' | 'closesAt'>) {
  return `Open ${formatTime12h(stadium.opensAt)} – ${formatTime12h(stadium.closesAt)}`;
}

/** Stadium tiles, each a link (covering the tile) to the stadium's sports. */
export function StadiumTiles({ stadiums, label }: { stadiums: StadiumSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stadiums.map((stadium) => (
        <LinkTile key={stadium.id}>
          <LinkTileTitle as="h3">
            <Link to={stadiumPath(stadium.id)}>{stadium.name}</Link>
          </LinkTileTitle>
          {stadium.description === '' ? null : (
            <LinkTileDescription>{stadium.description}</LinkTileDescription>
          )}
          <p className="flex min-w-0 items-start gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0">{stadium.address}</span>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>{openingHoursText(stadium)}</span>
          </p>
        </LinkTile>
      ))}
    </ul>
  );
}
