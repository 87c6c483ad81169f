// Fills a fresh database with ROWS rows in each table a list endpoint reads, in a few
// set-based statements (generate_series), spread the way real data is: many users, socials and
// conversations, so one user's lists are small while the tables are big. Ids are md5-derived
// uuids, so a script can name the rows it wants (benchUserId(n), benchSocialId(n)).
import { createHash } from 'node:crypto';

/** md5 of the text as a version 4 uuid (the API checks ids are uuids of that shape). */
const uuidOf = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};
/** The same in SQL, for the text `expression` builds. */
const uuidSql = (expression: string) =>
  `overlay(overlay(md5(${expression}) placing '4' from 13) placing '8' from 17)::uuid`;
export const benchUserId = (n: number) => uuidOf(`user${n}`);
export const benchSocialId = (n: number) => uuidOf(`social${n}`);
export const benchConversationId = (n: number) => uuidOf(`conversation${n}`);

/** Socials are organised by the first ORGANIZERS users (50 socials each at 100,000). */
export const ORGANIZERS = 2_000;
/** Messages go to the first CHATTY_CONVERSATIONS conversations (20 each at 100,000). */
export const CHATTY_CONVERSATIONS = 5_000;
export const COURTS_PER_STADIUM = 8;
export const STADIUMS = 5;

const FIRST_NAMES = `array['Ann','Ben','Chloe','Dan','Eva','Finn','Grace','Hugo','Iris','Jack','Kate','Liam','Mia','Noah','Olivia','Paul','Quinn','Ruby','Sam','Tara']`;
const VENUE_WORDS = `array['Riverside','Parkview','Harbour','Summit','Meadow','Lakeside','Central','Northgate','Westfield','Oakwood','Hillcrest','Bayside','Kingsway','Elmstead','Foxhall','Glenmore','Ironbridge','Juniper','Kestrel','Larkspur','Millbrook','Norwood','Orchard','Primrose','Quarry']`;
const CATEGORIES = `array['badminton','basketball','tennis','soccer']`;

/** The statements, in order; `rows` per big table. */
export function listSeedStatements(rows: number): string[] {
  const n = rows;
  return [
    `insert into users (id, first_name, last_name, email, password_hash, phone, sport_preferences)
     select ${uuidSql(`'user' || i`)}, (${FIRST_NAMES})[i % 20 + 1], 'Player' || i,
            'user' || i || '@bench.test', 'x', '', array[(${CATEGORIES})[i % 4 + 1]]
     from generate_series(1, ${n}) i`,
    // 60% one-time (their dates spread over the last year and the next six months, so most
    // are past), the rest recurring; four sports.
    `insert into socials (id, organizer_id, name, description, category, venue, date, time,
                          event_type, capacity, level)
     select ${uuidSql(`'social' || i`)}, ${uuidSql(`'user' || (i % ${ORGANIZERS} + 1)`)},
            'Social ' || i, '', (${CATEGORIES})[i % 4 + 1],
            (${VENUE_WORDS})[get_byte(decode(md5('venue' || i), 'hex'), 0) % 25 + 1] || ' Hall ' || (i % 400),
            current_date + ((i * 7919) % 545 - 365),
            make_time(8 + i % 14, (i % 4) * 15, 0),
            case when i % 10 < 6 then 'oneTime' when i % 10 < 8 then 'weekly'
                 when i % 10 = 8 then 'monthly' else 'daily' end,
            20, 'beginner'
     from generate_series(1, ${n}) i`,
    `insert into social_bookings (social_id, user_id, booking_date)
     select ${uuidSql(`'social' || i`)}, ${uuidSql(`'user' || ((i * 37) % ${n} + 1)`)},
            now() - i * interval '1 minute'
     from generate_series(1, ${n}) i`,
    `insert into join_requests (social_id, user_id, status, created_at)
     select ${uuidSql(`'social' || ((i * 13) % ${n} + 1)`)}, ${uuidSql(`'user' || ((i * 101) % ${n} + 1)`)},
            case i % 4 when 0 then 'pending' when 1 then 'accepted' when 2 then 'rejected' else 'cancelled' end,
            now() - i * interval '1 minute'
     from generate_series(1, ${n}) i`,
    `insert into notifications (user_id, kind, social_id, actor_id, created_at, expires_at)
     select ${uuidSql(`'user' || ((i * 7) % ${n} + 1)`)}, 'reminder', ${uuidSql(`'social' || i`)},
            ${uuidSql(`'user' || (i % ${ORGANIZERS} + 1)`)},
            now() - i * interval '1 minute', now() + ((i % 60) - 10) * interval '1 day'
     from generate_series(1, ${n}) i`,
    `insert into conversations (id, kind, social_id, last_message_at)
     select ${uuidSql(`'conversation' || i`)}, 'social', ${uuidSql(`'social' || i`)},
            now() - i * interval '1 minute'
     from generate_series(1, ${n}) i`,
    // The organiser and the player with a place in each social's group.
    `insert into conversation_members (conversation_id, user_id)
     select ${uuidSql(`'conversation' || i`)}, ${uuidSql(`'user' || (i % ${ORGANIZERS} + 1)`)}
     from generate_series(1, ${n}) i
     union all
     select ${uuidSql(`'conversation' || i`)}, ${uuidSql(`'user' || ((i * 37) % ${n} + 1)`)}
     from generate_series(1, ${n}) i
     where (i * 37) % ${n} + 1 <> i % ${ORGANIZERS} + 1`,
    `insert into messages (conversation_id, sender_id, client_id, body, created_at)
     select ${uuidSql(`'conversation' || (i % ${CHATTY_CONVERSATIONS} + 1)`)},
            ${uuidSql(`'user' || ((i % ${CHATTY_CONVERSATIONS} + 1) % ${ORGANIZERS} + 1)`)},
            'bench-' || i, 'Message ' || i, now() - (${n} - i) * interval '1 second'
     from generate_series(1, ${n}) i`,
    `insert into friendships (follower_id, friend_id)
     select ${uuidSql(`'user' || i`)}, ${uuidSql(`'user' || ((i * 7) % ${n} + 1)`)}
     from generate_series(1, ${n}) i where (i * 7) % ${n} + 1 <> i`,
    `insert into stadiums (id, name, address)
     select 'stadium-' || s, 'Stadium ' || s, s || ' Court Road' from generate_series(1, ${STADIUMS}) s`,
    `insert into courts (stadium_id, sport, number, name)
     select 'stadium-' || s, 'tennis', c, 'Court ' || c
     from generate_series(1, ${STADIUMS}) s, generate_series(1, ${COURTS_PER_STADIUM}) c`,
    `insert into court_prices (court_id, duration_hours, price_cents)
     select id, d, 2000 * d from courts, generate_series(1, 3) d`,
    // One hour each, court after court, so no two overlap; half are over, half to come.
    `insert into court_bookings (court_id, user_id, starts_at, ends_at, status, hold_expires_at,
                                 price_cents, payment_method, paid_at)
     select c.id, ${uuidSql(`'user' || ((i * 11) % ${n} + 1)`)},
            date_trunc('hour', now()) + (i / c.total - ${Math.floor(n / (2 * STADIUMS * COURTS_PER_STADIUM))}) * interval '1 hour',
            date_trunc('hour', now()) + (i / c.total - ${Math.floor(n / (2 * STADIUMS * COURTS_PER_STADIUM))} + 1) * interval '1 hour',
            'paid', now(), 2000, 'mastercard', now()
     from generate_series(0, ${n - 1}) i
     join (select id, row_number() over (order by id) - 1 as position, count(*) over () as total
           from courts) c on c.position = i % c.total`,
    `insert into court_booking_shares (booking_id, user_id, amount_cents)
     select b.id, ${uuidSql(`'user' || ((row_number() over (order by b.id) * 13) % ${n} + 1)`)}, 500
     from court_bookings b`,
    `delete from court_booking_shares s using court_bookings b
     where b.id = s.booking_id and b.user_id = s.user_id`,
    `insert into training_venues (id, name, address, sports)
     select 'venue-' || v, 'Venue ' || v, v || ' Park Lane', array['tennis', 'badminton']
     from generate_series(1, 5) v`,
    `insert into coach_profiles (user_id, venue_id, gender, qualification, bio, sports,
                                 rate_per_hour_cents, schedule)
     select ${uuidSql(`'user' || i`)}, 'venue-' || (i % 5 + 1), case when i % 2 = 0 then 'female' else 'male' end,
            'Level 2', '', array['tennis'], 3000 + i % 50 * 100, array['Mon 09:00-12:00']
     from generate_series(1, 50) i`,
    // Settled tables, as in steady use: statistics, and a visibility map for index-only scans.
    'vacuum analyze',
  ];
}
