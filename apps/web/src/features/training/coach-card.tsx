import type { CoachSummary } from '@betterplay/contracts';
import { Avatar, LinkTile, LinkTileTitle } from '@betterplay/ui';
import { Link } from 'react-router';
import { dollarsOf } from './training-sports.ts';

export interface CoachCardProps {
  coach: CoachSummary;
  /** The coach's page. */
  to: string;
}

/**
 * A coach in a list: picture (initials without one), name, gender, qualification and rate. The
 * name links to the coach's page; its ::after covers the card, so a tap anywhere opens it.
 */
export function CoachCard({ coach, to }: CoachCardProps) {
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <LinkTile as="article" className="flex gap-4 p-4">
      <Avatar src={coach.image} firstName={coach.firstName} lastName={coach.lastName} size="lg" />
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <LinkTileTitle className="leading-tight">
          <Link to={to}>{name}</Link>
        </LinkTileTitle>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Gender:</dt>
            <dd>{coach.gender}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Qualification:</dt>
            <dd className="min-w-0">{coach.qualification}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Rate:</dt>
            <dd className="font-medium">{dollarsOf(coach.ratePerHourCents)} per hour</dd>
          </div>
        </dl>
      </div>
    </LinkTile>
  );
}
