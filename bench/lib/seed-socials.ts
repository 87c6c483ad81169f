// Many socials in a few statements, on PostgreSQL or PGlite alike (generate_series): four
// sports, a few hundred organisers, 200 venues named like real ones ('Albert Park', 'Kew
// Courts'), so a search finds a few hundred socials rather than all of them; dates from six
// months ago to a year ahead, so about a third of the one-time socials have passed (the list
// must skip them) while recurring ones go on. Sport, venue and kind vary independently.
import type { Database } from '../../apps/server/src/db/client.ts';
import { insertGeneratedPlayers } from '../../apps/server/src/test/generated-players.ts';

const BATCH = 50_000;

export async function seedSocials(db: Database, count: number, organizers = 300) {
  await insertGeneratedPlayers(db, organizers);
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    // Plain SQL text (only whole numbers of ours go in): bench/ has no drizzle-orm of its own.
    await db.execute(`
      insert into socials (organizer_id, name, description, category, venue, address, date, time,
        event_type, capacity, price_cents, level, recurrence_day, recurrence_weekday, attendees_count)
      select
        o.ids[1 + i % array_length(o.ids, 1)],
        (array['Morning', 'Evening', 'Weekend', 'Friendly', 'Club', 'Social', 'Rally', 'Smash'])[1 + (i * 7) % 8]
          || ' ' || initcap(s.category) || ' ' || i,
        'A generated social for the benchmark.',
        s.category,
        (array['Albert', 'Carlton', 'Fitzroy', 'Richmond', 'Brunswick', 'Kew', 'Hawthorn',
          'Preston', 'Coburg', 'Footscray', 'Northcote', 'Prahran', 'Elwood', 'Box Hill',
          'Doncaster', 'Glen Waverley', 'Werribee', 'Sunshine', 'Moonee Ponds', 'Williamstown'])[1 + (i / 40) % 20]
          || ' ' || (array['Park', 'Sports Centre', 'Courts', 'Hall', 'Club', 'Arena',
          'Leisure Centre', 'Reserve', 'Stadium', 'Recreation Centre'])[1 + (i / 800) % 10],
        (1 + i % 97) || ' Bench Street',
        s.day,
        make_time(8 + i % 13, (i % 4) * 15, 0),
        s.kind,
        s.capacity,
        (i % 5) * 500,
        (array['beginner', 'intermediate', 'advanced'])[1 + i % 3],
        case s.kind
          when 'weekly' then extract(isodow from s.day)::int
          when 'monthly' then least(extract(day from s.day)::int, 30)
        end,
        case when s.kind in ('weekly', 'monthly') then true end,
        least(s.capacity, i % 9)
      from generate_series(${Math.trunc(from)}, ${Math.trunc(to)}) as i
      cross join (select array_agg(id order by id) as ids from users) as o
      cross join lateral (select
        (array['badminton', 'basketball', 'tennis', 'soccer'])[1 + i % 4] as category,
        current_date + ((i * 37) % 545 - 180) as day,
        (array['oneTime', 'oneTime', 'oneTime', 'oneTime', 'oneTime', 'oneTime',
          'weekly', 'weekly', 'monthly', 'daily'])[1 + (i / 4) % 10] as kind,
        4 + i % 20 as capacity) as s`);
  }
  await db.execute('vacuum analyze socials');
}
