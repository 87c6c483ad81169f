import { Button, LoadState, PageHeader } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { OrganizerWaitlists } from '../waitlist/organizer-waitlists.tsx';
import { AddSocialLink } from './add-social-link.tsx';
import { BookingsTable } from './bookings-table.tsx';
import { RequestsTable } from './requests-table.tsx';
import { joinRequestsQueryOptions, organizerBookingsQueryOptions } from './organizer-api.ts';
import { useLiveJoinRequests } from './use-organizer-dashboard.ts';

const TITLE = 'Organizer Dashboard';

/** /organiser: join requests to decide first (they need the organiser), then who has booked. */
export function OrganizerDashboardPage() {
  const headingRef = usePageTitle(TITLE);
  const bookings = useQuery(organizerBookingsQueryOptions());
  const requests = useQuery(joinRequestsQueryOptions());
  const arrival = useLiveJoinRequests();
  const requestsHeading = useRef<HTMLHeadingElement>(null);
  const bookingsHeading = useRef<HTMLHeadingElement>(null);
  const waitlistsHeading = useRef<HTMLHeadingElement>(null);
  const loading = bookings.isPending || requests.isPending;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        actions={
          <>
            <AddSocialLink />
            <Button asChild variant="outline">
              <Link to="/view-social-events">
                <CalendarDays aria-hidden />
                View all social
              </Link>
            </Button>
          </>
        }
      />
      <p role="status" aria-live="polite" className="sr-only">
        {arrival}
      </p>
      <div className="relative grid gap-10" aria-busy={loading}>
        {loading ? (
          <LoadState
            loading
            loadingText="Loading bookings..."
            minHeight="0"
            className="absolute inset-0 z-10 justify-start rounded-lg bg-background/80 pt-16 sm:items-start sm:justify-center"
          />
        ) : null}
        <DashboardSection title="Requests" headingRef={requestsHeading}>
          <LoadState
            loading={false}
            error={requests.isError ? `Could not load requests: ${requests.error.message}` : null}
            onRetry={() => void requests.refetch()}
          >
            <RequestsTable requests={requests.data} headingRef={requestsHeading} />
          </LoadState>
        </DashboardSection>
        <DashboardSection title="Waitlists" headingRef={waitlistsHeading}>
          <OrganizerWaitlists />
        </DashboardSection>
        <DashboardSection title="Bookings" headingRef={bookingsHeading}>
          <LoadState
            loading={false}
            error={bookings.isError ? `Could not load bookings: ${bookings.error.message}` : null}
            onRetry={() => void bookings.refetch()}
          >
            <BookingsTable
              bookings={bookings.data}
              onPageChange={() => bookingsHeading.current?.focus()}
            />
          </LoadState>
        </DashboardSection>
      </div>
    </div>
  );
}

interface DashboardSectionProps {
  title: string;
  /** Focusable by script only (tabIndex -1): a place to put focus that is not the page's body. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

function DashboardSection({ title, headingRef, children }: DashboardSectionProps) {
  const headingId = `dashboard-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-xl font-semibold focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
