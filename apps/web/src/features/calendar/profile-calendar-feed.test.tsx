import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  failure,
  fakeApi,
  LOAD,
  makeToken,
  ok,
  renderApp,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { savedAlex } from '../profile/profile-test-kit.ts';
import { CALENDAR_TEXTS } from './calendar-feed-card.tsx';
import { ADDRESS_RESET } from './profile-calendar-feed.tsx';

const FIRST = 'http://localhost:3000/api/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'http://localhost:3000/api/v1/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

/** The profile, with a feed address the fake server keeps; `refuse` fails every reset. */
function serveCalendar(options: { refuse?: boolean } = {}) {
  let url = FIRST;
  setTokenCookie(makeToken({ sub: savedAlex.id, firstName: savedAlex.firstName }));
  return fakeApi({
    'GET /user/profile': () => ok(savedAlex),
    'GET /user/payments': () => ok([]),
    'GET /user/calendar': () => ok({ url }),
    'POST /user/calendar/rotate': () => {
      if (options.refuse) return failure(500, 'The server could not be reached. Try again.');
      url = SECOND;
      return ok({ url });
    },
  });
}

async function calendarCard() {
  const heading = await screen.findByRole('heading', { name: 'Calendar' }, LOAD);
  const card = heading.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('the Calendar card is not a card');
  return within(card);
}

describe('the profile’s Calendar card', () => {
  it('shows the feed address, to copy or subscribe to with a calendar app', async () => {
    serveCalendar();
    const { user } = renderApp('/profile');
    const card = await calendarCard();

    expect(await card.findByRole('textbox', { name: CALENDAR_TEXTS.address }, LOAD)).toHaveValue(
      FIRST,
    );
    expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      FIRST.replace('http://', 'webcal://'),
    );
    await user.click(card.getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(await screen.findByText(CALENDAR_TEXTS.copied, {}, LOAD)).toBeVisible();
  });

  it('resets the address only once confirmed, and shows the new one', async () => {
    const { requests } = serveCalendar();
    const { user } = renderApp('/profile');
    const card = await calendarCard();
    await user.click(await card.findByRole('button', { name: 'Reset address' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_TEXTS.resetTitle });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    expect(await screen.findByText(ADDRESS_RESET, {}, LOAD)).toBeVisible();
    await waitFor(() =>
      expect(card.getByRole('textbox', { name: CALENDAR_TEXTS.address })).toHaveValue(SECOND),
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the reset fails', async () => {
    serveCalendar({ refuse: true });
    const { user } = renderApp('/profile');
    const card = await calendarCard();
    await user.click(await card.findByRole('button', { name: 'Reset address' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_TEXTS.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'The server could not be reached. Try again.',
    );
    // Behind the open dialog, the card is hidden from assistive technology.
    expect(card.getByRole('textbox', { name: CALENDAR_TEXTS.address, hidden: true })).toHaveValue(
      FIRST,
    );
  });
});
