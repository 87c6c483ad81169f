import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, fakeApi, ok, renderApp } from '../../test/app-test-kit.tsx';
import { profileRoute, signInOrganizer } from '../organizer/organizer-test-kit.ts';
import { clockTime } from './waitlist-texts.ts';

const expiresAt = '2099-03-07T08:30:00.000Z';
const line = {
  socialId: 'social-9',
  socialName: 'Full Rally',
  entries: [
    {
      userId: 'u-sam',
      firstName: 'Sam',
      lastName: 'Lee',
      position: 1,
      offer: { id: 'o-1', expiresAt },
    },
    { userId: 'u-priya', firstName: 'Priya', lastName: 'Shah', position: 2, offer: null },
  ],
};

describe("the organiser's waitlists", () => {
  it('shows each line in order with who has an offer, and removes someone once', async () => {
    signInOrganizer();
    let removed = false;
    const { requests } = fakeApi({
      ...profileRoute,
      'GET /organizer/notifications': ok([]),
      'GET /organizer/social/requests': ok([]),
      'GET /organizer/social/bookings': ok([]),
      'GET /organizer/waitlists': () =>
        ok(removed ? [{ ...line, entries: line.entries.slice(0, 1) }] : [line]),
      'DELETE /organizer/socials/social-9/waitlist/u-priya': () => {
        removed = true;
        return ok(null, 'Removed from the waitlist');
      },
    });
    renderApp('/organiser');
    const region = await screen.findByRole('region', { name: 'Waitlist of Full Rally' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `1st · Sam LeeOffered a place until ${clockTime(expiresAt)}Remove`,
      '2nd · Priya ShahRemove',
    ]);
    clickTwiceAtOnce(
      within(region).getByRole('button', { name: 'Remove Priya Shah from the waitlist' }),
    );
    expect(await screen.findByText('Removed from the waitlist')).toBeVisible();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
