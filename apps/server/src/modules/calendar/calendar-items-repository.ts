import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import type { StoredEntry } from './calendar-repository.ts';

/**
 * Everything a feed answer reads, in one statement (one round trip): the feed behind a token's
 * hash, the person's items of every kind (socials they organise, hold a place at, asked to join,
 * wait for; courts they booked or share), one indexed read each, and what their feed said before.
 * One-time items that started before `since` are left out; recurring socials never are.
 */

export type SocialRole = 'organising' | 'attending' | 'requested' | 'waiting';
export type SocialItemRow = {
  id: string;
  name: string;
  venue: string;
  address: string;
  category: string;
  date: string;
  time: string;
  eventType: 'oneTime' | 'weekly' | 'monthly';
  recurrenceDay: number | null;
};
export type CourtItemRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sport: string;
  courtName: string;
  courtNumber: number;
  stadiumName: string;
  address: string;
  shareStatus: 'pending' | 'paid' | null;
};

export type FeedRead = {
  feed: { userId: string; token: string };
  socials: Record<SocialRole, SocialItemRow[]>;
  courts: { owned: CourtItemRow[]; shared: CourtItemRow[] };
  entries: StoredEntry[];
};

type Part = { part: string; row: Record<string, unknown> };

const socialJson = sql`json_build_object('id', s.id, 'name', s.name, 'venue', s.venue,
  'address', s.address, 'category', s.category, 'date', s.date, 'time', s.time,
  'eventType', s.event_type, 'recurrenceDay', s.recurrence_day)`;
const courtJson = (shareStatus: ReturnType<typeof sql>) => sql`json_build_object('id', b.id,
  'startsAt', b.starts_at, 'endsAt', b.ends_at, 'sport', c.sport, 'courtName', c.name,
  'courtNumber', c.number, 'stadiumName', st.name, 'address', st.address,
  'shareStatus', ${shareStatus})`;

export async function readFeed(
  db: Database,
  query: { tokenHash: string; since: Date },
): Promise<FeedRead | undefined> {
  const sinceDate = query.since.toISOString().slice(0, 10);
  const since = query.since.toISOString();
  const recent = sql`(s.event_type in ('weekly', 'monthly') or s.date >= ${sinceDate}::date)`;
  const paidCourt = sql`b.status = 'paid' and b.starts_at >= ${since}::timestamptz`;
  const rows = rowsOf<Part>(
    await db.execute(sql`
      with feed as (
        select user_id, token from calendar_feeds where token_hash = ${query.tokenHash}
      )
      select 'feed' as part, json_build_object('userId', user_id, 'token', token) as row from feed
      union all
      select 'organising', ${socialJson} from socials s join feed on s.organizer_id = feed.user_id
        where ${recent}
      union all
      select 'attending', ${socialJson} from social_bookings p
        join feed on p.user_id = feed.user_id join socials s on s.id = p.social_id where ${recent}
      union all
      select 'requested', ${socialJson} from join_requests r
        join feed on r.user_id = feed.user_id join socials s on s.id = r.social_id
        where r.status = 'pending' and ${recent}
      union all
      select 'waiting', ${socialJson} from waitlist_entries w
        join feed on w.user_id = feed.user_id join socials s on s.id = w.social_id where ${recent}
      union all
      select 'owned', ${courtJson(sql`null`)} from court_bookings b
        join feed on b.user_id = feed.user_id join courts c on c.id = b.court_id
        join stadiums st on st.id = c.stadium_id where ${paidCourt}
      union all
      select 'shared', ${courtJson(sql`sh.status`)} from court_booking_shares sh
        join feed on sh.user_id = feed.user_id join court_bookings b on b.id = sh.booking_id
        join courts c on c.id = b.court_id join stadiums st on st.id = c.stadium_id
        where sh.status in ('pending', 'paid') and ${paidCourt}
      union all
      select 'entry', json_build_object('uid', e.uid, 'sequence', e.sequence,
          'fingerprint', e.fingerprint, 'status', e.status,
          'item', case when e.status = 'CANCELLED' then e.item end, 'changedAt', e.changed_at)
        from calendar_entries e join feed on e.user_id = feed.user_id`),
  );
  const feedRow = rows.find((row) => row.part === 'feed');
  if (!feedRow) return undefined;
  const of = <T>(part: string) =>
    rows.filter((row) => row.part === part).map((row) => row.row as T);
  const court = (row: CourtItemRow): CourtItemRow => ({
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
  });
  return {
    feed: feedRow.row as FeedRead['feed'],
    socials: {
      organising: of<SocialItemRow>('organising'),
      attending: of<SocialItemRow>('attending'),
      requested: of<SocialItemRow>('requested'),
      waiting: of<SocialItemRow>('waiting'),
    },
    courts: {
      owned: of<CourtItemRow>('owned').map(court),
      shared: of<CourtItemRow>('shared').map(court),
    },
    entries: of<StoredEntry & { changedAt: string }>('entry').map((entry) => ({
      ...entry,
      changedAt: new Date(entry.changedAt),
    })),
  };
}
