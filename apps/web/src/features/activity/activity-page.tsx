import type { Social } from '@betterplay/contracts';
import { PageHeader } from '@betterplay/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useAuth } from '../auth/auth-context.ts';
import { myCourtBookingsQueryOptions } from '../courts/court-bookings-api.ts';
import { MyHoldsSection } from '../courts/holds/my-holds-section.tsx';
import {
  CourtBookingsSection,
  CourtInvitations,
} from '../courts/my-bookings/court-bookings-section.tsx';
import { socialQueryOptions } from '../socials/socials-api.ts';
import { OffersOnActivity } from '../waitlist/offers-on-activity.tsx';
import { myWaitlistQueryOptions } from '../waitlist/waitlist-api.ts';
import { COURT_BOOKINGS_ANCHOR } from './activity-agenda.tsx';
import { myBookingsQueryOptions, myJoinRequestsQueryOptions } from './activity-api.ts';
import { groupActivity } from './activity-entries.ts';
import { ActivityTabs } from './activity-tabs.tsx';
import { localCalendarDate } from '../../lib/format.ts';
import { agendaTabs, type WaitlistLine } from './agenda-entries.ts';

const TITLE = 'Your Activity';

/** The lines I wait in, each once its social has loaded (the line itself names only its id). */
function useWaitlistLines(): WaitlistLine[] {
  const lines = useQuery(myWaitlistQueryOptions()).data ?? [];
  const socials = useQueries({ queries: lines.map((line) => socialQueryOptions(line.socialId)) });
  return lines.flatMap((line, index) => {
    const social: Social | undefined = socials[index]?.data;
    return social === undefined
      ? []
      : [{ social, position: line.position, offered: line.offer !== null }];
  });
}

/**
 * /activity: my socials (and the requests still waiting), the lines I wait in and my courts,
 * by tab as an agenda; then court invitations, holds and the court bookings' own table.
 */
export function ActivityPage() {
  const headingRef = usePageTitle(TITLE);
  const userId = useAuth().user?.id ?? '';
  // 'Today' moves on at midnight, and a friend's court moves to Past once it starts.
  const now = useNow(true, 60_000);
  const bookings = useQuery(myBookingsQueryOptions());
  // Without the requests the bookings are still worth showing.
  const requests = useQuery(myJoinRequestsQueryOptions());
  // Shared with the court bookings section below, which shows its loading and failure.
  const courts = useQuery(myCourtBookingsQueryOptions());
  const waitlist = useWaitlistLines();
  const socials = useMemo(
    () => (bookings.data ? groupActivity(bookings.data, requests.data ?? []) : null),
    [bookings.data, requests.data],
  );
  const agenda =
    socials === null
      ? null
      : agendaTabs({ socials, courts: courts.data ?? null, waitlist, userId, now });
  // A split invitation's link (in chat or a toast) points at the player's share.
  const [searchParams] = useSearchParams();
  const shareId = searchParams.get('share');

  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={TITLE} headingRef={headingRef} />
      <OffersOnActivity />
      <ActivityTabs
        loading={bookings.isPending || requests.isPending || courts.isPending}
        error={bookings.isError ? bookings.error : null}
        onRetry={() => void bookings.refetch()}
        requestsError={requests.isError ? requests.error : null}
        onRetryRequests={() => void requests.refetch()}
        socials={socials}
        agenda={agenda}
        today={localCalendarDate(now)}
      />
      <CourtInvitations focusShareId={shareId} />
      <MyHoldsSection />
      <div id={COURT_BOOKINGS_ANCHOR} className="min-w-0 scroll-mt-20">
        <CourtBookingsSection />
      </div>
    </section>
  );
}
