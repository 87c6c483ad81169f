import { AgendaSkeleton, Button, LoadState } from '@betterplay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountedTabs } from '../../components/counted-tabs.tsx';
import { ActivityAgenda } from './activity-agenda.tsx';
import type { ActivityGroups, ActivityTab } from './activity-entries.ts';
import { ActivityTable } from './activity-table.tsx';
import type { AgendaEntry } from './agenda-entries.ts';

const TAB_TITLES: Record<ActivityTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  recurring: 'Recurring',
};
const TAB_ORDER: ActivityTab[] = ['upcoming', 'past', 'recurring'];

export type ActivityView = 'agenda' | 'table';

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

/** 'Agenda' (days of cards) or 'Table' (the socials with their columns: Event, Venue, ...). */
function ViewSwitch({
  view,
  onChange,
}: {
  view: ActivityView;
  onChange: (view: ActivityView) => void;
}) {
  const option = (value: ActivityView, text: string) => (
    <Button
      type="button"
      size="sm"
      variant={view === value ? 'secondary' : 'ghost'}
      aria-pressed={view === value}
      className="h-11 sm:h-8"
      onClick={() => onChange(value)}
    >
      {text}
    </Button>
  );
  return (
    <div
      role="group"
      aria-label="Show as"
      className="flex w-fit gap-1 justify-self-end rounded-lg border p-1"
    >
      {option('agenda', 'Agenda')}
      {option('table', 'Table')}
    </div>
  );
}

export interface ActivityTabsProps {
  loading: boolean;
  /** the bookings failed: nothing to show */
  error: Error | null;
  onRetry: () => void;
  /** only the join requests failed: the rest still shows */
  requestsError: Error | null;
  onRetryRequests: () => void;
  /** the socials of each tab, for the table */
  socials: ActivityGroups | null;
  /** everything of each tab, for the agenda (and the tabs' counts) */
  agenda: Record<ActivityTab, AgendaEntry[]> | null;
  /** the device's day, 'YYYY-MM-DD' */
  today: string;
  /** the view it starts in */
  initialView?: ActivityView;
}

/**
 * The tabs of /activity, 'Upcoming ({n})', 'Past ({n})' and 'Recurring ({n})', counting what
 * each holds. Each shows an agenda (socials and courts by day) or, on 'Table', the socials'
 * table with the product's columns.
 */
export function ActivityTabs({
  loading,
  error,
  onRetry,
  requestsError,
  onRetryRequests,
  socials,
  agenda,
  today,
  initialView = 'agenda',
}: ActivityTabsProps) {
  // Controlled: the chosen tab survives the panels unmounting while a failed load retries.
  const [tab, setTab] = useState<ActivityTab>('upcoming');
  const [view, setView] = useState<ActivityView>(initialView);

  if (loading) {
    // The size of what comes: the tab row, then two days of cards. One column no wider than
    // the page (grid-cols-1), or the tab row's fixed widths would widen it past a phone's.
    return (
      <div className="grid grid-cols-1 gap-4">
        <div aria-hidden className="flex justify-between gap-4">
          <div className="h-9 w-72 max-w-full animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
          <div className="h-[3.25rem] w-36 animate-pulse rounded-lg bg-muted motion-reduce:animate-none sm:h-10" />
        </div>
        <AgendaSkeleton label="Loading your activity..." />
      </div>
    );
  }
  if (error !== null || socials === null || agenda === null) {
    return <LoadState loading={false} error={error} onRetry={onRetry} minHeight="16rem" />;
  }
  return (
    <div className="grid gap-4">
      {requestsError === null ? null : (
        // Pending requests would otherwise vanish without a word; the bookings still show.
        <LoadState
          loading={false}
          error={`Could not load your join requests: ${requestsError.message}`}
          onRetry={onRetryRequests}
          minHeight="0"
          className="rounded-lg border border-dashed"
        />
      )}
      <ViewSwitch view={view} onChange={setView} />
      <CountedTabs
        label="Your bookings"
        value={tab}
        onValueChange={setTab}
        tabs={TAB_ORDER.map((key) => ({
          key,
          title: TAB_TITLES[key],
          items: agenda[key],
          empty: <EmptyTab tab={key} />,
        }))}
        emptyClassName="rounded-lg border border-dashed"
        render={({ key, title, items }) =>
          view === 'agenda' ? (
            <ActivityAgenda
              entries={items}
              today={today}
              order={key === 'past' ? 'latest' : 'soonest'}
            />
          ) : socials[key].length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-6 text-center">
              <EmptyTab tab={key} />
            </div>
          ) : (
            <ActivityTable caption={`${title} bookings`} entries={socials[key]} />
          )
        }
      />
    </div>
  );
}
