import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { friendships } from '../friends/friends.schema.ts';
import { users } from '../users/users.schema.ts';
import { socialBookings, socials } from './socials.schema.ts';

/** How many people the avatar stack names. */
export const GOING_NAMED = 4;

type GoingRow = {
  total: number;
  friends: number;
  people: { id: string; firstName: string; lastName: string; avatar: string }[] | null;
};

/**
 * A social's places as `viewerId` may see them, in one statement: the count, how many of them
 * are the viewer's friends, and the first few of those friends. Undefined: no such social.
 */
export async function findGoing(db: Database, socialId: string, viewerId: string) {
  const [row] = rowsOf<GoingRow>(
    await db.execute(sql`
      with places as (
        select ${socialBookings.userId} as user_id, ${socialBookings.bookingDate} as booked_at,
          exists (
            select 1 from ${friendships}
            where ${friendships.followerId} = ${viewerId}
              and ${friendships.friendId} = ${socialBookings.userId}
          ) as is_friend
        from ${socialBookings} where ${socialBookings.socialId} = ${socialId}
      ),
      named as (
        select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name,
          ${users.avatar} as avatar, places.booked_at
        from places join ${users} on ${users.id} = places.user_id
        where places.is_friend
        order by places.booked_at, places.user_id
        limit ${GOING_NAMED}
      )
      select ${socials.attendeesCount} as total,
        (select count(*)::int from places where is_friend) as friends,
        (select json_agg(json_build_object('id', id, 'firstName', first_name,
            'lastName', last_name, 'avatar', avatar) order by booked_at, id)
          from named) as people
      from ${socials} where ${socials.id} = ${socialId}`),
  );
  return row && { total: row.total, friends: row.friends, people: row.people ?? [] };
}
