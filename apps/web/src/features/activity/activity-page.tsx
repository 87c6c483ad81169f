import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { activityKeys, fetchMyBookings, fetchMyJoinRequests } from './activity-api.ts';
import { groupActivity, type ActivityTab } from './activity-entries.ts';
import { ActivityTable } from './activity-table.tsx';

const TAB_TITLES: Record<ActivityTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  recurring: 'Recurring',
};
const TAB_ORDER: ActivityTab[] = ['upcoming', 'past', 'recurring'];

function EmptyTab({ tab }: { tab: ActivityTab }) {
  if (tab === 'upcoming') {
    return (
      <div className="grid justify-items-center gap-4 rounded-lg border border-dashed px-4 py-12 text-center">
        <p className="font-medium">No upcoming bookings</p>
        <Button asChild>
          <Link to="/sports">Explore Sports</Link>
        </Button>
      </div>
    );
  }
  return (
    <p className="rounded-lg border border-dashed px-4 py-12 text-center font-medium">
      {tab === 'past' ? 'No past bookings found' : 'No recurring bookings'}
    </p>
  );
}

/** /activity: the socials I hold a place at (and the requests still waiting), by tab. */
export function ActivityPage() {
  const [tab, setTab] = useState<ActivityTab>('upcoming');
  const bookings = useQuery({ queryKey: activityKeys.bookings(), queryFn: fetchMyBookings });
  // Without the requests the bookings are still worth showing.
  const requests = useQuery({
    queryKey: activityKeys.joinRequests(),
    queryFn: fetchMyJoinRequests,
  });

  let body;
  if (bookings.isPending || requests.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading your activity...
      </p>
    );
  } else if (bookings.isError) {
    body = (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p>{bookings.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const groups = groupActivity(bookings.data, requests.data ?? []);
    // Controlled: the chosen tab survives a failed refetch unmounting the tabs.
    body = (
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(TAB_ORDER.find((known) => known === value) ?? tab)}
      >
        <TabsList aria-label="Your bookings">
          {TAB_ORDER.map((value) => (
            <TabsTrigger key={value} value={value}>
              {`${TAB_TITLES[value]} (${groups[value].length})`}
            </TabsTrigger>
          ))}
        </TabsList>
        {TAB_ORDER.map((value) => (
          <TabsContent key={value} value={value}>
            {groups[value].length === 0 ? (
              <EmptyTab tab={value} />
            ) : (
              <ActivityTable caption={`${TAB_TITLES[value]} bookings`} entries={groups[value]} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <section className="mx-auto grid grid-cols-1 max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your Activity</h1>
      {body}
    </section>
  );
}
