import { Button } from '@betterplay/ui';
import { CalendarDays, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingsTable } from './bookings-table.tsx';
import { LoadError } from './load-error.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { RequestsTable } from './requests-table.tsx';
import {
  useJoinRequests,
  useLiveJoinRequests,
  useOrganizerBookings,
} from './use-organizer-dashboard.ts';

export function OrganizerDashboardPage() {
  const bookings = useOrganizerBookings();
  const requests = useJoinRequests();
  useLiveJoinRequests();
  const loading = bookings.isPending || requests.isPending;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organizer Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/social-organizer">
              <Plus aria-hidden />
              Add new Social
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/view-social-events">
              <CalendarDays aria-hidden />
              View all social
            </Link>
          </Button>
        </div>
      </div>
      <div className="relative grid min-h-64 gap-10" aria-busy={loading}>
        {loading ? <LoadingOverlay text="Loading bookings..." /> : null}
        <DashboardSection title="Bookings">
          {bookings.isError ? (
            <LoadError
              what="bookings"
              message={bookings.error.message}
              onRetry={() => void bookings.refetch()}
            />
          ) : (
            <BookingsTable bookings={bookings.data} />
          )}
        </DashboardSection>
        <DashboardSection title="Requests">
          {requests.isError ? (
            <LoadError
              what="requests"
              message={requests.error.message}
              onRetry={() => void requests.refetch()}
            />
          ) : (
            <RequestsTable requests={requests.data} />
          )}
        </DashboardSection>
      </div>
    </div>
  );
}

function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `dashboard-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
