import { describe, expect, it } from 'vitest';
import {
  NO_COURT_BOOKINGS,
  OLIVIA_SHARE_ID,
  aCourtBooking,
  aShare,
  aSplitBooking,
  olivia,
} from '../courts/my-bookings/my-bookings-fixtures.ts';
import { makeBooking, makeSocial } from '../socials/socials-test-kit.ts';
import { groupActivity } from './activity-entries.ts';
import { agendaTabs } from './agenda-entries.ts';

const NOW = new Date(2030, 5, 10, 9, 0).getTime();
const noSocials = groupActivity(
  { upcomingBookings: [], recurringBookings: [], pastBookings: [] },
  [],
);
const summary = (entries: ReturnType<typeof agendaTabs>['upcoming']) =>
  entries.map((entry) => [entry.key, entry.status, entry.date]);

describe('agendaTabs', () => {
  it("puts my paid courts and the friends' courts I share on Upcoming or Past, by when they start", () => {
    const tabs = agendaTabs({
      socials: noSocials,
      courts: {
        upcoming: [
          aCourtBooking({ id: 'mine', date: '2030-06-11' }),
          aSplitBooking('pending', 'declined', { id: 'split', date: '2030-06-12' }),
          aCourtBooking({ id: 'cancelled', status: 'cancelled', date: '2030-06-11' }),
        ],
        past: [aCourtBooking({ id: 'old', date: '2030-05-01' })],
        invitations: [
          aCourtBooking({ id: 'owed', date: '2030-06-13', shares: [aShare()] }),
          aCourtBooking({
            id: 'paid-before',
            date: '2030-06-01',
            shares: [aShare({ id: 'share-2', status: 'paid' })],
          }),
          aCourtBooking({
            id: 'declined',
            date: '2030-06-14',
            shares: [aShare({ id: 'share-3', status: 'declined' })],
          }),
        ],
      },
      waitlist: [],
      userId: olivia.id,
      now: NOW,
    });
    expect(summary(tabs.upcoming)).toEqual([
      ['court:mine', 'booked', '2030-06-11'],
      ['court:split', 'splitPending', '2030-06-12'],
      [`court-share:${OLIVIA_SHARE_ID}`, 'splitPending', '2030-06-13'],
    ]);
    expect(summary(tabs.past)).toEqual([
      ['court:old', 'booked', '2030-05-01'],
      ['court-share:share-2', 'booked', '2030-06-01'],
    ]);
    expect(tabs.recurring).toEqual([]);
  });

  it('dates a repeating social by its next meeting and adds the lines I wait in to Upcoming', () => {
    // Weekly on Wednesdays from 2030-01-02; 10 June 2030 is a Monday.
    const weekly = makeSocial({
      id: 'weekly',
      date: '2030-01-02',
      eventType: 'weekly',
      recurrenceDay: 3,
    });
    const full = makeSocial({ id: 'full', date: '2030-06-20' });
    const tabs = agendaTabs({
      socials: groupActivity(
        {
          upcomingBookings: [makeBooking({ id: 'b1', social: makeSocial({ date: '2030-06-15' }) })],
          recurringBookings: [makeBooking({ id: 'b2', social: weekly })],
          pastBookings: [],
        },
        [],
      ),
      courts: null,
      waitlist: [
        { social: full, position: 3, offered: false },
        { social: makeSocial({ id: 'offered', date: '2030-06-21' }), position: 1, offered: true },
      ],
      userId: 'me',
      now: NOW,
    });
    expect(summary(tabs.upcoming)).toEqual([
      ['booking:b1', 'attending', '2030-06-15'],
      ['waitlist:full', 'waitlisted', '2030-06-20'],
      ['waitlist:offered', 'offerOpen', '2030-06-21'],
    ]);
    expect(summary(tabs.recurring)).toEqual([['booking:b2', 'attending', '2030-06-12']]);
    expect(tabs.upcoming[1]).toMatchObject({ kind: 'waitlist', position: 3 });
  });

  it('leaves courts out while they are not there', () => {
    const tabs = agendaTabs({
      socials: noSocials,
      courts: NO_COURT_BOOKINGS,
      waitlist: [],
      userId: 'me',
      now: NOW,
    });
    expect(tabs).toEqual({ upcoming: [], past: [], recurring: [] });
  });
});
