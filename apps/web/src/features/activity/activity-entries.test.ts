import { describe, expect, it } from 'vitest';
import { makeBooking, makeJoinRequest, makeSocial } from '../socials/socials-test-kit.ts';
import { groupActivity } from './activity-entries.ts';

const empty = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };

describe('groupActivity', () => {
  it("keeps the server's groups and adds waiting requests to Upcoming, soonest first", () => {
    const later = makeBooking({ id: 'b1', social: makeSocial({ id: 's1', date: '2030-07-01' }) });
    const weekly = makeBooking({
      id: 'b2',
      social: makeSocial({ id: 's2', eventType: 'weekly', date: '2030-01-01' }),
    });
    const request = makeJoinRequest({
      id: 'r1',
      social: makeSocial({ id: 's3', date: '2030-06-02' }),
    });
    const groups = groupActivity(
      { ...empty, upcomingBookings: [later], recurringBookings: [weekly] },
      [request],
    );
    expect(groups.upcoming.map((entry) => entry.key)).toEqual(['request:r1', 'booking:b1']);
    expect(groups.recurring.map((entry) => entry.key)).toEqual(['booking:b2']);
    expect(groups.past).toEqual([]);
  });

  it('leaves out decided requests, requests for a social already held and past one-off ones', () => {
    const held = makeBooking({ social: makeSocial({ id: 'held', date: '2030-07-01' }) });
    const requests = [
      makeJoinRequest({ id: 'accepted', status: 'accepted' }),
      makeJoinRequest({ id: 'cancelled', status: 'cancelled' }),
      makeJoinRequest({ id: 'dup', social: makeSocial({ id: 'held', date: '2030-07-01' }) }),
      makeJoinRequest({
        id: 'over',
        social: makeSocial({ id: 'o', date: '2030-05-31', isPast: true }),
      }),
      makeJoinRequest({
        id: 'monthly',
        social: makeSocial({ id: 'm', date: '2030-01-01', eventType: 'monthly' }),
      }),
    ];
    const groups = groupActivity({ ...empty, upcomingBookings: [held] }, requests);
    expect(groups.upcoming.map((entry) => entry.key)).toEqual([
      'request:monthly',
      `booking:${held.id}`,
    ]);
  });
});
