import { Button, LoadState, PageHeader } from '@betterplay/ui';
import { OffersOnActivity } from '../waitlist/offers-on-activity.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { CountedTabs } from '../../components/counted-tabs.tsx';
import { myBookingsQueryOptions, myJoinRequestsQueryOptions } from './activity-api.ts';
import { groupActivity, type ActivityTab } from './activity-entries.ts';
import { ActivityTable } from './activity-table.tsx';
import {
  CourtBookingsSection,
  CourtInvitations,
} from '../courts/my-bookings/court-bookings-section.tsx';
import { MyHoldsSection } from '../courts/holds/my-holds-section.tsx';

const TITLE = 'Your Activity';

const TAB_TITLES: Record<ActivityTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  recurring: 'Recurring',
};
const TAB_ORDER: ActivityTab[] = ['upcoming', 'past', 'recurring'];

function EmptyTab({ tab }: { tab: ActivityTab }) {
  if (tab === 'upcoming') {
    return (
      <>
        <p className="font-medium text-foreground">No upcoming bookings</p>
        <Button asChild>
          <Link to="/sports">Explore Sports</Link>
        </Button>
      </>
    );
  }
  return (
    <p className="font-medium text-foreground">
      {tab === 'past' ? 'No past bookings found' : 'No recurring bookings'}
    </p>
  );
}

/** /activity: the socials I hold a place at (and the requests still waiting), by tab. */
export function ActivityPage() {
  const headingRef = usePageTitle(TITLE);
  const [tab, setTab] = useState<ActivityTab>('upcoming');
  const bookings = useQuery(myBookingsQueryOptions());
  // Without the requests the bookings are still worth showing.
  const requests = useQuery(myJoinRequestsQueryOptions());
  const groups = bookings.data ? groupActivity(bookings.data, requests.data ?? []) : null;
  // A split invitation's link (in chat or a toast) points at the player's share.
  const [searchParams] = useSearchParams();
  const shareId = searchParams.get('share');

  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={TITLE} headingRef={headingRef} />
      <OffersOnActivity />
      <LoadState
        loading={bookings.isPending || requests.isPending}
        loadingText="Loading your activity..."
        error={bookings.isError ? bookings.error : null}
        onRetry={() => void bookings.refetch()}
        minHeight="16rem"
      >
        {requests.isError ? (
          // Pending requests would otherwise vanish without a word; the bookings still show.
          <LoadState
            loading={false}
            error={`Could not load your join requests: ${requests.error.message}`}
            onRetry={() => void requests.refetch()}
            minHeight="0"
            className="rounded-lg border border-dashed"
          />
        ) : null}
        {groups === null ? null : (
          <CountedTabs
            label="Your bookings"
            value={tab}
            onValueChange={setTab}
            tabs={TAB_ORDER.map((key) => ({
              key,
              title: TAB_TITLES[key],
              items: groups[key],
              empty: <EmptyTab tab={key} />,
            }))}
            emptyClassName="rounded-lg border border-dashed"
            render={({ title, items }) => (
              <ActivityTable caption={`${title} bookings`} entries={items} />
            )}
          />
        )}
      </LoadState>
      <CourtInvitations focusShareId={shareId} />
      <MyHoldsSection />
      <CourtBookingsSection />
    </section>
  );
}
