import type { StadiumSummary } from '@betterplay/contracts';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatTime12h } from '../../../lib/format.ts';
import { stadiumPath } from '../court-paths.ts';

const TILE =
  'relative grid min-w-0 gap-2 rounded-lg border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md';

/** 'Open 6:00 AM – 10:00 PM' */
export function openingHoursText(stadium: Pick<StadiumSummary, 'opensAt' | 'closesAt'>) {
  return `Open ${formatTime12h(stadium.opensAt)} – ${formatTime12h(stadium.closesAt)}`;
}

/** Stadium tiles, each a link (covering the tile) to the stadium's sports. */
export function StadiumTiles({ stadiums, label }: { stadiums: StadiumSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stadiums.map((stadium) => (
        <li key={stadium.id} className={TILE}>
          <h3 className="text-lg font-semibold wrap-break-word">
            {/* The link covers the whole tile, while its name stays the stadium's. */}
            <Link
              to={stadiumPath(stadium.id)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {stadium.name}
            </Link>
          </h3>
          {stadium.description === '' ? null : (
            <p className="text-sm wrap-break-word text-muted-foreground">{stadium.description}</p>
          )}
          <p className="flex min-w-0 items-start gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 wrap-break-word">{stadium.address}</span>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>{openingHoursText(stadium)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
