import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, LoaderCircle, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { groupEvents, type EventGroup } from './event-grouping.ts';
import { LoadError } from './load-error.tsx';
import { fetchOrganizerSocials, organizerKeys } from './organizer-api.ts';
import { SocialEventsTable } from './social-events-table.tsx';

const TAB_NAMES: Record<EventGroup, string> = {
  upcoming: 'Upcoming',
  recurring: 'Recurring',
  past: 'Past',
};

const EMPTY_TEXT: Record<EventGroup, string> = {
  upcoming: 'No upcoming Events',
  recurring: 'No recurring Events',
  past: 'No past Events found',
};

const ORDER: EventGroup[] = ['upcoming', 'recurring', 'past'];

export function ViewSocialEventsPage() {
  const socials = useQuery({
    queryKey: organizerKeys.socials,
    queryFn: ({ signal }) => fetchOrganizerSocials(signal),
  });
  const groups = useMemo(() => groupEvents(socials.data ?? []), [socials.data]);

  const panel = (group: EventGroup) => {
    if (socials.isPending) {
      return (
        <p role="status" className="flex items-center justify-center gap-3 py-16">
          <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden />
          Loading events...
        </p>
      );
    }
    if (socials.isError) {
      return (
        <LoadError
          what="your events"
          message={socials.error.message}
          onRetry={() => void socials.refetch()}
        />
      );
    }
    if (groups[group].length === 0) {
      return (
        <p className="rounded-lg border py-16 text-center text-muted-foreground">
          {EMPTY_TEXT[group]}
        </p>
      );
    }
    return <SocialEventsTable socials={groups[group]} />;
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to="/organiser"
        className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your Social Events</h1>
        <Button asChild>
          <Link to="/social-organizer">
            <Plus aria-hidden />
            Add new Social
          </Link>
        </Button>
      </div>
      <Tabs defaultValue="upcoming">
        <TabsList aria-label="Social events">
          {ORDER.map((group) => (
            <TabsTrigger key={group} value={group}>
              {socials.data ? `${TAB_NAMES[group]} (${groups[group].length})` : TAB_NAMES[group]}
            </TabsTrigger>
          ))}
        </TabsList>
        {ORDER.map((group) => (
          <TabsContent key={group} value={group}>
            {panel(group)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
