import { BackLink, LoadState, PageHeader } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { CountedTabs } from '../../components/counted-tabs.tsx';
import { AddSocialLink } from './add-social-link.tsx';
import { groupEvents, type EventGroup } from './event-grouping.ts';
import { organizerSocialsQueryOptions } from './organizer-api.ts';
import { SocialEventsTable } from './social-events-table.tsx';

const TITLE = 'Your Social Events';

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

/** /view-social-events: the organiser's socials by tab, each row opening to its details. */
export function ViewSocialEventsPage() {
  const headingRef = usePageTitle(TITLE);
  // Controlled: the chosen tab survives the panels unmounting while a failed load retries.
  const [tab, setTab] = useState<EventGroup>('upcoming');
  const socials = useQuery(organizerSocialsQueryOptions());
  const groups = useMemo(() => groupEvents(socials.data ?? []), [socials.data]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        back={
          <BackLink asChild>
            <Link to="/organiser">Back to Dashboard</Link>
          </BackLink>
        }
        actions={<AddSocialLink />}
      />
      <LoadState
        loading={socials.isPending}
        loadingText="Loading events..."
        error={socials.isError ? `Could not load your events: ${socials.error.message}` : null}
        onRetry={() => void socials.refetch()}
        minHeight="16rem"
      >
        <CountedTabs
          label="Social events"
          value={tab}
          onValueChange={setTab}
          tabs={ORDER.map((key) => ({
            key,
            title: TAB_NAMES[key],
            items: groups[key],
            empty: EMPTY_TEXT[key],
          }))}
          emptyClassName="rounded-lg border"
          render={({ title, items }) => (
            <SocialEventsTable caption={`${title} events`} socials={items} />
          )}
        />
      </LoadState>
    </div>
  );
}
