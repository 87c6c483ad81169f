import type { CoachSummary } from '@betterplay/contracts';
import { Avatar } from '@betterplay/ui';
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
    <article className="relative flex min-w-0 gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <Avatar src={coach.image} firstName={coach.firstName} lastName={coach.lastName} size="lg" />
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <h2 className="text-lg leading-tight font-semibold wrap-break-word">
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </h2>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Gender:</dt>
            <dd>{coach.gender}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Qualification:</dt>
            <dd className="min-w-0 wrap-break-word">{coach.qualification}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Rate:</dt>
            <dd className="font-medium">{dollarsOf(coach.ratePerHourCents)} per hour</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
