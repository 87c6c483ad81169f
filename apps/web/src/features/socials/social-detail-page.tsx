import type { Social } from '@betterplay/contracts';
import { Avatar, Button, Card, CardContent } from '@betterplay/ui';
import { Navigate, useNavigate, useParams } from 'react-router';
import { capitalize, formatDollars } from '../../lib/format.ts';
import { socialsListPath } from '../sports/social-sports.ts';
import { eventTypeLabel } from './event-types.ts';
import { SocialFacts } from './social-facts.tsx';
import { BackLink } from './back-link.tsx';
import { joinSocialPath } from './social-paths.ts';
import { SocialLoadState } from './social-load-state.tsx';
import { useLiveAttendees } from './use-live-attendees.ts';
import { useSocialSelection } from './use-social-selection.ts';

function JoinButton({ social }: { social: Social }) {
  const navigate = useNavigate();
  const hasSpot = social.attendees < social.capacity;
  if (!hasSpot) {
    // Looks disabled but stays focusable, so the reason can still be read out.
    return (
      <Button
        aria-disabled="true"
        className="cursor-not-allowed opacity-50 hover:bg-primary"
        onClick={(event) => event.preventDefault()}
      >
        Spot not available
      </Button>
    );
  }
  return (
    <Button onClick={() => void navigate(joinSocialPath(social.category, social.id))}>Join</Button>
  );
}

function SocialDetails({ social }: { social: Social }) {
  const { organizer } = social;
  return (
    <Card>
      <CardContent className="grid gap-6 p-6">
        <h1 className="text-3xl font-bold tracking-tight">{social.name}</h1>
        <section aria-labelledby="about-social" className="grid gap-2">
          <h2 id="about-social" className="text-lg font-semibold">
            About this Social
          </h2>
          <p className="whitespace-pre-line text-muted-foreground">
            {social.description || 'No description yet.'}
          </p>
        </section>
        <SocialFacts social={social} />
        <div className="flex items-center gap-3">
          <Avatar
            src={organizer.avatar}
            firstName={organizer.firstName}
            lastName={organizer.lastName}
          />
          <div>
            <p className="text-sm text-muted-foreground">Organiser</p>
            <p className="font-medium">
              {organizer.firstName} {organizer.lastName}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-4 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm text-muted-foreground">
              Price per player - {eventTypeLabel(social.eventType)}
            </p>
            <p className="text-2xl font-bold">{formatDollars(social.price)}</p>
          </div>
          <JoinButton social={social} />
        </div>
      </CardContent>
    </Card>
  );
}

/** /sports/{category}/social?id={id} */
export function SocialDetailPage() {
  const routeCategory = (useParams().category ?? '').toLowerCase();
  const { id, query } = useSocialSelection();
  useLiveAttendees(id === null ? null : { socialId: id });
  if (id === null) return <Navigate to="/sports" replace />;

  const category = query.data?.category ?? routeCategory;
  return (
    <section className="mx-auto grid grid-cols-1 max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <BackLink to={socialsListPath(category)}>Back to {capitalize(category)} Socials</BackLink>
      {query.data ? <SocialDetails social={query.data} /> : <SocialLoadState query={query} />}
    </section>
  );
}
