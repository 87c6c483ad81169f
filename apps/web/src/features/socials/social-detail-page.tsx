import type { Social } from '@betterplay/contracts';
import { Avatar, BackLink, Card, CardContent, PageHeader } from '@betterplay/ui';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { capitalize, formatDollars } from '../../lib/format.ts';
import { AddToCalendarButton, socialCalendarEvent } from '../calendar/add-to-calendar.tsx';
import { eventTypeLabel } from './event-types.ts';
import { LazyOfferPanel } from '../waitlist/lazy-offer-panel.tsx';
import { WaitlistPanel } from '../waitlist/waitlist-panel.tsx';
import { useWaitlist } from '../waitlist/use-waitlist.ts';
import { alreadyJoined, JoinAction } from './join-action.tsx';
import { lastListPath } from './last-list-search.ts';
import { SocialFacts } from './social-facts.tsx';
import { WhoIsGoing } from './who-is-going.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useLiveAttendees } from './use-live-attendees.ts';
import { SOCIAL_QUERY_TEXTS, useSocialSelection } from './use-social-selection.ts';
import { useSocialViewer, type ViewerStatus } from './use-social-viewer.ts';

const ATTENDEES_ID = 'social-attendees';

export function SocialDetails({
  social,
  viewer,
  waitlist,
}: {
  social: Social;
  viewer?: ViewerStatus;
  /** the line of a full social (the page's; stories leave it out) */
  waitlist?: ReturnType<typeof useWaitlist>;
}) {
  const { organizer } = social;
  return (
    <Card className="py-4 sm:py-6">
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <section aria-labelledby="about-social" className="grid gap-2">
          <h2 id="about-social" className="text-lg font-semibold">
            About this Social
          </h2>
          <p className="whitespace-pre-line text-muted-foreground">
            {social.description || 'No description yet.'}
          </p>
        </section>
        <SocialFacts social={social} attendeesId={ATTENDEES_ID} />
        <WhoIsGoing socialId={social.id} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar
              src={organizer.avatar}
              firstName={organizer.firstName}
              lastName={organizer.lastName}
            />
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">Organiser</p>
              <p className="font-medium">
                {organizer.firstName} {organizer.lastName}
              </p>
            </div>
          </div>
          {social.isPast ? null : (
            <AddToCalendarButton
              event={socialCalendarEvent(social)}
              filename={`${social.name.replace(/[^\w-]+/g, '-').slice(0, 60) || 'social'}.ics`}
            />
          )}
        </div>
        <div className="flex flex-col gap-4 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm text-muted-foreground">
              Price per player - {eventTypeLabel(social.eventType)}
            </p>
            <p className="text-2xl font-bold">{formatDollars(social.price)}</p>
          </div>
          <JoinAction
            social={social}
            reasonId={ATTENDEES_ID}
            viewer={viewer}
            full={waitlist?.full ?? false}
          />
        </div>
        {waitlist?.offer && !social.isPast ? (
          <LazyOfferPanel
            key={waitlist.offer.id}
            offerId={waitlist.offer.id}
            expiresAt={waitlist.offer.expiresAt}
            onEnded={() => void waitlist.refresh()}
          />
        ) : waitlist?.state && !social.isPast && !alreadyJoined(viewer) ? (
          <WaitlistPanel {...waitlist} state={waitlist.state} />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /sports/{category}/social?id={id} */
export function SocialDetailPage() {
  const routeCategory = (useParams().category ?? '').toLowerCase();
  const { id, query } = useSocialSelection();
  useLiveAttendees(id === null ? null : { socialId: id });
  const viewer = useSocialViewer(id);
  const waitlist = useWaitlist(id ?? '');
  const social = query.data;
  const headingRef = usePageTitle(social?.name ?? 'Social');
  if (id === null) return <Navigate to="/sports" replace />;

  const category = social?.category || routeCategory;
  const back = (
    <BackLink asChild>
      <Link to={lastListPath(category)}>Back to {capitalize(category)} Socials</Link>
    </BackLink>
  );
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      {social ? (
        <>
          <PageHeader title={social.name} headingRef={headingRef} back={back} />
          <SocialDetails social={social} viewer={viewer} waitlist={waitlist} />
        </>
      ) : (
        // No heading until the social's name is known: it then takes the focus (usePageTitle).
        <>
          <div>{back}</div>
          <QueryState query={query} {...SOCIAL_QUERY_TEXTS} />
        </>
      )}
    </section>
  );
}
