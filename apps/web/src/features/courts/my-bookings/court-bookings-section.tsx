import type { CourtBooking } from '@betterplay/contracts';
import { Button, LoadState } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { AddToCalendarButton, courtBookingCalendarEvent } from '../../calendar/add-to-calendar.tsx';
import { myCourtBookingsQueryOptions } from '../court-bookings-api.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { CourtBookingList } from './court-booking-card.tsx';
import { useCancelCourtBooking, useShareActions } from './court-booking-hooks.ts';
import {
  ShareActions,
  ShareInvitationList,
  invitationsOf,
  shareAnchorId,
  type Invitation,
} from './share-invitation.tsx';
import { useSplitLater } from './split-later-dialog.tsx';

function CancelBookingAction({ booking }: { booking: CourtBooking }) {
  const dialog = useCancelCourtBooking(booking);
  if (booking.status !== 'paid') return null;
  return <CancelBookingDialog booking={booking} {...dialog} />;
}

function InvitationActions({ invitation }: { invitation: Invitation }) {
  return <ShareActions invitation={invitation} {...useShareActions(invitation)} />;
}

/** Scrolls to the invitation a link pointed at and moves focus to it, once it is on the page. */
function useFocusInvitation(shareId: string | null, present: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (shareId === null || !present || done.current === shareId) return;
    const target = document.getElementById(shareAnchorId(shareId));
    if (target === null) return;
    done.current = shareId;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    target.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  }, [shareId, present]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Bookings friends split with me, answered here: shown when there are any, or when a link
 * (/activity?share={id}) points at one, which is then highlighted and focused.
 */
export function CourtInvitations({ focusShareId }: { focusShareId: string | null }) {
  const userId = useAuth().user?.id ?? '';
  const { data } = useQuery(myCourtBookingsQueryOptions());
  const invitations = data ? invitationsOf(data.invitations, userId) : [];
  const present = invitations.some(({ share }) => share.id === focusShareId);
  useFocusInvitation(focusShareId, present);

  // Loading and failures show once, in the court bookings section.
  if (data === undefined || (invitations.length === 0 && focusShareId === null)) return null;
  return (
    <Section title="Court invitations">
      {focusShareId !== null && !present ? (
        <p role="status" className="rounded-lg border border-dashed p-4 text-sm">
          We could not find that invitation among yours. It may have been sent to another account.
        </p>
      ) : null}
      {invitations.length === 0 ? null : (
        <ShareInvitationList
          invitations={invitations}
          highlightShareId={focusShareId}
          renderActions={(invitation) => <InvitationActions invitation={invitation} />}
        />
      )}
    </Section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

const emptyClassName = 'rounded-lg border border-dashed';

/** My court bookings, upcoming (which I may cancel) and past, with how each was split. */
export function CourtBookingsSection() {
  const bookings = useQuery(myCourtBookingsQueryOptions());
  const { upcoming = [], past = [] } = bookings.data ?? {};
  const splitLater = useSplitLater();
  return (
    <Section title="Court bookings">
      <LoadState
        loading={bookings.isPending}
        loadingText="Loading your court bookings..."
        error={
          bookings.isError ? `Could not load your court bookings: ${bookings.error.message}` : null
        }
        onRetry={() => void bookings.refetch()}
        minHeight="8rem"
      >
        <Group title="Upcoming court bookings">
          <LoadState
            loading={false}
            empty={upcoming.length === 0}
            minHeight="0"
            className={emptyClassName}
            emptyText={
              <>
                <p className="font-medium text-foreground">No upcoming court bookings</p>
                <Button asChild>
                  <Link to="/book">Book a Court</Link>
                </Button>
              </>
            }
          >
            <CourtBookingList
              caption="Upcoming court bookings"
              bookings={upcoming}
              renderActions={(booking) => (
                <div className="flex flex-wrap gap-2">
                  <AddToCalendarButton
                    event={courtBookingCalendarEvent(booking)}
                    filename="court-booking.ics"
                  />
                  <CancelBookingAction booking={booking} />
                </div>
              )}
              onSplit={splitLater.onSplit}
            />
            {splitLater.dialog}
          </LoadState>
        </Group>
        <Group title="Past court bookings">
          <LoadState
            loading={false}
            empty={past.length === 0}
            minHeight="0"
            className={emptyClassName}
            emptyText={<p className="font-medium text-foreground">No past court bookings</p>}
          >
            <CourtBookingList caption="Past court bookings" bookings={past} />
          </LoadState>
        </Group>
      </LoadState>
    </Section>
  );
}
