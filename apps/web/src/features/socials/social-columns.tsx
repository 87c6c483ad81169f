import type { Social } from '@betterplay/contracts';
import type { DataListColumn } from '@betterplay/ui';
import { Link } from 'react-router';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from './event-types.ts';
import { socialDetailPath } from './social-paths.ts';

interface SocialLinkProps {
  social: Social;
  /** The list's sport, for a social that does not name its own. */
  category: string;
  onOpen: (social: Social) => void;
}

/**
 * The name links to the social. Its ::after covers the whole row (or phone card), so a click
 * anywhere on it opens the social, while keyboard and screen-reader users meet one plain link.
 */
function SocialLink({ social, category, onOpen }: SocialLinkProps) {
  return (
    <Link
      to={socialDetailPath(social.category || category, social.id)}
      onClick={() => onOpen(social)}
      className="rounded-sm underline-offset-4 after:absolute after:inset-0 hover:underline"
    >
      {social.name}
    </Link>
  );
}

// Short values stay on one line in the wide table; on phone cards everything may wrap.
const ONE_LINE = 'sm:whitespace-nowrap';

/** The product's columns, in its order; `onOpen` runs before the link navigates. */
export function socialColumns(
  category: string,
  onOpen: (social: Social) => void,
): DataListColumn<Social>[] {
  return [
    {
      id: 'name',
      header: 'Social Name',
      freeText: true,
      primary: true,
      cell: (social) => <SocialLink social={social} category={category} onOpen={onOpen} />,
    },
    { id: 'venue', header: 'Venue', freeText: true, cell: (social) => social.venue },
    {
      id: 'time',
      header: 'Time',
      cell: (social) => formatTime12h(social.time),
      className: ONE_LINE,
    },
    {
      id: 'date',
      header: 'Start Date',
      cell: (social) => formatDate(social.date),
      className: ONE_LINE,
    },
    {
      id: 'type',
      header: 'Type',
      cell: (social) => eventTypeLabel(social.eventType),
      className: ONE_LINE,
    },
    {
      id: 'attendees',
      header: 'Attendees/Capacity',
      cell: (social) => `${social.attendees}/${social.capacity} players`,
      className: ONE_LINE,
    },
  ];
}
