import { AgendaDay, AgendaItem } from '@betterplay/ui';
import { Link } from 'react-router';
import { formatTime12h } from '../../lib/format.ts';
import { bookingTitle, durationLabel } from '../courts/court-booking-text.ts';
import { sportName } from '../courts/court-paths.ts';
import { socialDetailPath } from '../socials/social-paths.ts';
import { ActivityDetails } from './activity-details.tsx';
import { groupByDay } from './agenda-days.ts';
import type { AgendaEntry } from './agenda-entries.ts';
import { WithdrawRequestButton } from './withdraw-request-button.tsx';

/** Where the court bookings section starts: an own booking's card links there. */
export const COURT_BOOKINGS_ANCHOR = 'court-bookings';

const linkClassName = 'underline-offset-4 hover:underline';

function sportOf(entry: AgendaEntry): string {
  return entry.kind === 'court' ? sportName(entry.booking.sport) : socialOf(entry).sport;
}

function socialOf(entry: Exclude<AgendaEntry, { kind: 'court' }>) {
  return entry.kind === 'social' ? entry.entry.social : entry.social;
}

function CourtItem({ entry }: { entry: Extract<AgendaEntry, { kind: 'court' }> }) {
  const { booking, shareId } = entry;
  const title = bookingTitle(booking);
  return (
    <AgendaItem
      sport={sportOf(entry)}
      title={
        shareId === null ? (
          <a href={`#${COURT_BOOKINGS_ANCHOR}`} className={linkClassName}>
            {title}
          </a>
        ) : (
          // The invitation's own address: the page scrolls to it and focuses it.
          <Link to={`/activity?share=${encodeURIComponent(shareId)}`} className={linkClassName}>
            {title}
          </Link>
        )
      }
      meta={`${formatTime12h(booking.time)} · ${durationLabel(booking.durationHours)}`}
      status={entry.status}
    />
  );
}

function SocialItem({ entry }: { entry: Exclude<AgendaEntry, { kind: 'court' }> }) {
  const social = socialOf(entry);
  const activity = entry.kind === 'social' ? entry.entry : null;
  return (
    <AgendaItem
      sport={social.sport}
      title={
        <Link to={socialDetailPath(social.category, social.id)} className={linkClassName}>
          {social.name}
        </Link>
      }
      meta={`${social.venue} · ${formatTime12h(social.time)}`}
      status={entry.status}
      position={entry.kind === 'waitlist' ? entry.position : undefined}
      actions={
        activity?.kind === 'pending' ? (
          <WithdrawRequestButton requestId={activity.request.id} socialName={social.name} />
        ) : undefined
      }
      renderDetails={
        activity === null ? undefined : () => <ActivityDetails entry={activity} withdraw={false} />
      }
      detailsLabel={`Details for ${social.name}`}
    />
  );
}

/** A day's badge takes the sport's tint when the whole day is one sport. */
function daySport(entries: AgendaEntry[]): string | undefined {
  const sports = new Set(entries.map((entry) => sportOf(entry).toLowerCase()));
  return sports.size === 1 && entries[0] !== undefined ? sportOf(entries[0]) : undefined;
}

interface ActivityAgendaProps {
  entries: AgendaEntry[];
  /** the device's day, 'YYYY-MM-DD': names 'Today' and 'Tomorrow' */
  today: string;
  /** 'latest' for what has been: the most recent day first */
  order?: 'soonest' | 'latest';
}

/** One tab's items as an agenda: days under their badges, each day's items in time order. */
export function ActivityAgenda({ entries, today, order = 'soonest' }: ActivityAgendaProps) {
  return (
    <div className="grid gap-6">
      {groupByDay(entries, today, order).map((day) => (
        <AgendaDay
          key={day.date}
          date={day.date}
          label={day.label}
          sport={daySport(day.items)}
          headingLevel={2}
        >
          {day.items.map((entry) =>
            entry.kind === 'court' ? (
              <CourtItem key={entry.key} entry={entry} />
            ) : (
              <SocialItem key={entry.key} entry={entry} />
            ),
          )}
        </AgendaDay>
      ))}
    </div>
  );
}
