import { rooms } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { installFakeSockets } from '../../../lib/realtime/realtime-test-kit.tsx';
import { failure, fakeApi, type FakeRequest, ok, renderApp } from '../../../test/app-test-kit.tsx';
import { nextDate, todayDate } from '../court-paths.ts';
import { makeCourt, makeStadium, someTaken } from '../courts-fixtures.ts';

const AVAILABILITY = 'GET /stadiums/msac/tennis/availability';

/** The dates of every availability request the page made. */
const askedDates = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path === '/stadiums/msac/tennis/availability')
    .map((request) => request.query.get('date'));

/** The page's own address: the date and the time it shows. */
const searchOf = (router: ReturnType<typeof renderApp>['router']) => {
  const params = new URLSearchParams(router.state.location.search);
  return { date: params.get('date'), time: params.get('time') ?? '' };
};

function courtsTable() {
  return within(screen.getByRole('table', { name: 'Tennis courts at MSAC' }));
}

async function openSportPage(courts = someTaken, path = '/stadiums/msac/tennis') {
  const api = fakeApi({ 'GET /stadiums/msac': ok(makeStadium()), [AVAILABILITY]: ok(courts) });
  const view = renderApp(path);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tennis Courts at MSAC' }),
  ).toBeVisible();
  return { ...api, ...view };
}

describe('/stadiums/{stadiumId}/{sport}', () => {
  it("presets today and the day's next free hour, so the courts show at once", async () => {
    const today = todayDate();
    const { requests, router } = await openSportPage();
    await waitFor(() => expect(document.title).toBe('Tennis Courts at MSAC · Better Play'));
    expect(screen.getByRole('link', { name: 'Back to MSAC' })).toHaveAttribute(
      'href',
      '/stadiums/msac',
    );
    expect(screen.getByRole('button', { name: 'Date' })).not.toHaveTextContent('Pick a date');
    expect(askedDates(requests)).toEqual([today]);

    const time = screen.getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(time).toHaveTextContent('10:00 AM'));
    expect(searchOf(router)).toEqual({ date: today, time: '10:00' });
    expect(await courtsTable().findByRole('link', { name: 'Court 1' })).toBeVisible();
  });

  it('offers the free times of the day, the union over its courts', async () => {
    const { user } = await openSportPage();
    await user.click(await screen.findByRole('combobox', { name: 'Time' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
    ]);
  });

  it('links every court free at the chosen time with its date and time; a taken one is no link', async () => {
    const today = todayDate();
    const { user } = await openSportPage();
    const table = courtsTable();
    expect(await table.findByRole('link', { name: 'Court 1' })).toHaveAttribute(
      'href',
      `/stadiums/msac/tennis/court/1?date=${today}&time=10:00`,
    );
    expect(table.getByRole('link', { name: 'Court 3' })).toHaveAttribute(
      'href',
      `/stadiums/msac/tennis/court/3?date=${today}&time=10:00`,
    );
    expect(table.queryByRole('link', { name: 'Court 2' })).toBeNull();
    const court2 = table.getByRole('rowheader', { name: 'Court 2' }).closest('tr');
    expect(court2).toHaveTextContent('Unavailable');
    expect(court2).toHaveTextContent('$28 for 1 hour · $52 for 2 hours');

    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(screen.getByRole('option', { name: '11:00 AM' }));
    expect(await table.findByRole('link', { name: 'Court 2' })).toHaveAttribute(
      'href',
      `/stadiums/msac/tennis/court/2?date=${today}&time=11:00`,
    );
    expect(table.queryByRole('link', { name: 'Court 3' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      `2 of 3 courts free at 11:00 AM on ${formatDate(today)}.`,
    );
  });

  it('follows each court for the day and shows a slot someone else takes without a reload', async () => {
    const today = todayDate();
    const sockets = installFakeSockets();
    await openSportPage();
    const table = courtsTable();
    await table.findByRole('link', { name: 'Court 1' });
    const socket = sockets.current();
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual(
      someTaken.map((court) => ({ room: rooms.courtDay(court.id, today) })),
    );

    const [court1] = someTaken;
    if (!court1) throw new Error('no court 1');
    act(() =>
      socket.serverEmit('court:availability-changed', {
        courtId: court1.id,
        date: today,
        freeTimes: ['11:00'],
      }),
    );
    await waitFor(() => expect(table.queryByRole('link', { name: 'Court 1' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Court 1 was just taken at 10:00 AM.');
    // The grid shows it too: 10 AM has started or is taken, and 11 AM is still free.
    const grid = within(screen.getByRole('grid'));
    expect(grid.getByRole('gridcell', { name: /^Court 1, 10:00 AM, (taken|past)$/ })).toBeVisible();
    expect(grid.getByRole('gridcell', { name: 'Court 1, 11:00 AM, free' })).toBeVisible();
    // The chosen time stays chosen: Court 3 is still free then.
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveTextContent('10:00 AM');

    act(() =>
      socket.serverEmit('court:availability-changed', {
        courtId: court1.id,
        date: today,
        freeTimes: ['10:00', '11:00'],
      }),
    );
    expect(await table.findByRole('link', { name: 'Court 1' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Court 1 is free again at 10:00 AM.');

    // Another day's news about the court changes nothing here.
    act(() =>
      socket.serverEmit('court:availability-changed', {
        courtId: court1.id,
        date: nextDate(today),
        freeTimes: [],
      }),
    );
    expect(table.getByRole('link', { name: 'Court 1' })).toBeVisible();
  });

  it('says when nobody has the chosen time free any more', async () => {
    const today = todayDate();
    const sockets = installFakeSockets();
    const courts = [makeCourt(1, ['10:00', '11:00']), makeCourt(2, ['11:00'])];
    await openSportPage(courts);
    await courtsTable().findByRole('link', { name: 'Court 1' });
    act(() => sockets.current().serverConnect());
    act(() =>
      sockets.current().serverEmit('court:availability-changed', {
        courtId: makeCourt(1, []).id,
        date: today,
        freeTimes: ['11:00'],
      }),
    );
    expect(
      await screen.findByText('No court is free at 10:00 AM any more. Please choose another time.'),
    ).toBeVisible();
    expect(courtsTable().queryAllByRole('link')).toEqual([]);
  });

  it('says when the day has no free time and offers the next day', async () => {
    const today = todayDate();
    const tomorrow = nextDate(today);
    const { requests, user, router } = await openSportPage([makeCourt(1, []), makeCourt(2, [])]);
    expect(await screen.findByText(`No court is free on ${formatDate(today)}.`)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Time' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `Try ${formatDate(tomorrow)}` }));
    await waitFor(() => expect(askedDates(requests).at(-1)).toBe(tomorrow));
    expect(searchOf(router)).toEqual({ date: tomorrow, time: '' });
  });

  it('reads the date and time from the address, and never asks for a past day', async () => {
    const today = todayDate();
    const tomorrow = nextDate(today);
    const first = await openSportPage(
      someTaken,
      `/stadiums/msac/tennis?date=${tomorrow}&time=12:00`,
    );
    expect(askedDates(first.requests)).toEqual([tomorrow]);
    expect(await courtsTable().findByRole('link', { name: 'Court 3' })).toHaveAttribute(
      'href',
      `/stadiums/msac/tennis/court/3?date=${tomorrow}&time=12:00`,
    );
    first.unmount();

    const past = await openSportPage(someTaken, '/stadiums/msac/tennis?date=2000-01-01');
    expect(askedDates(past.requests)).toEqual([today]);
  });

  it("shows every court against the day's hours; a free cell goes to its court's confirmation at that hour", async () => {
    const tomorrow = nextDate(todayDate());
    const { user, router } = await openSportPage(
      someTaken,
      `/stadiums/msac/tennis?date=${tomorrow}&time=10:00`,
    );
    const grid = await screen.findByRole('grid', {
      name: `Tennis courts at MSAC on ${formatDate(tomorrow)}`,
    });
    const cells = within(grid);
    expect(cells.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Court 1',
      'Court 2',
      'Court 3',
    ]);
    expect(cells.getAllByRole('gridcell')).toHaveLength(3 * 16);
    expect(cells.getByRole('gridcell', { name: 'Court 2, 10:00 AM, taken' })).toBeVisible();
    expect(cells.getByRole('gridcell', { name: 'Court 1, 6:00 AM, taken' })).toBeVisible();

    await user.click(cells.getByRole('gridcell', { name: 'Court 2, 10:00 AM, taken' }));
    expect(router.state.location.pathname).toBe('/stadiums/msac/tennis');
    await user.click(cells.getByRole('gridcell', { name: 'Court 2, 11:00 AM, free' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stadiums/msac/tennis/court/2'),
    );
    expect(router.state.location.search).toBe(`?date=${tomorrow}&time=11:00`);
  });

  it('books from the grid with the keyboard: one Tab stop at the chosen time, arrows, then Enter', async () => {
    const tomorrow = nextDate(todayDate());
    const { user, router } = await openSportPage(
      someTaken,
      `/stadiums/msac/tennis?date=${tomorrow}&time=10:00`,
    );
    const grid = await screen.findByRole('grid');
    const cell = within(grid).getByRole('gridcell', { name: 'Court 1, 10:00 AM, free' });
    expect(cell).toHaveAttribute('tabindex', '0');
    act(() => cell.focus());
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('gridcell', { name: 'Court 2, 10:00 AM, taken' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/stadiums/msac/tennis');
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stadiums/msac/tennis/court/2'),
    );
    expect(router.state.location.search).toBe(`?date=${tomorrow}&time=11:00`);
  });

  it('says a sport the stadium has no courts for is not found', async () => {
    fakeApi({ 'GET /stadiums/msac': ok(makeStadium({ sports: ['tennis'] })) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/stadiums/msac/swimming');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport not found' })).toBeVisible();
    expect(screen.getByText('MSAC has no swimming courts.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a sport' })).toHaveAttribute(
      'href',
      '/stadiums/msac',
    );
  });

  it('shows a failure to load the courts with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    fakeApi({
      'GET /stadiums/msac': ok(makeStadium()),
      [AVAILABILITY]: () => {
        calls += 1;
        return calls === 1
          ? failure(400, 'The request is not valid', 'VALIDATION_FAILED')
          : ok(someTaken);
      },
    });
    const { user } = renderApp('/stadiums/msac/tennis');
    expect(await screen.findByText('The request is not valid')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await courtsTable().findByRole('link', { name: 'Court 1' })).toBeVisible();
  });
});
