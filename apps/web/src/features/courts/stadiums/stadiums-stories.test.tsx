import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as listStories from './court-availability-list.stories.tsx';
import * as tileStories from './stadium-tiles.stories.tsx';
import * as viewStories from './sport-courts-view.stories.tsx';

const { Loading, AllFree, SomeUnavailable, NoneFree, Failed, NoCourts, HeldForYou } =
  composeStories(listStories);
const { Default: Tiles } = composeStories(tileStories);
const view = composeStories(viewStories);

const table = () => within(screen.getByRole('table', { name: 'Tennis courts at MSAC' }));

describe('court availability list stories', () => {
  it('HeldForYou marks the held court with its time left and links back to it', () => {
    render(<HeldForYou />);
    expect(table().getByText('Held for you · 7:32 left')).toBeVisible();
    expect(table().getByRole('link', { name: 'Court 2' })).toHaveAttribute(
      'href',
      '/stadiums/msac/tennis/court/2?date=2099-03-07&time=10:00',
    );
  });

  it('Loading says the courts are loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading courts...');
  });

  it('AllFree links every court with the date and time', () => {
    render(<AllFree />);
    expect(
      table()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/stadiums/msac/tennis/court/1?date=2099-03-07&time=10:00',
      '/stadiums/msac/tennis/court/2?date=2099-03-07&time=10:00',
      '/stadiums/msac/tennis/court/3?date=2099-03-07&time=10:00',
    ]);
  });

  it('SomeUnavailable shows the taken court as unavailable, not as a link', () => {
    render(<SomeUnavailable />);
    expect(
      table()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Court 1', 'Court 3']);
    expect(table().getByRole('rowheader', { name: 'Court 2' }).closest('tr')).toHaveTextContent(
      'Unavailable',
    );
  });

  it('NoneFree links no court', () => {
    render(<NoneFree />);
    expect(table().queryAllByRole('link')).toEqual([]);
    expect(table().getAllByText('Unavailable')).toHaveLength(3);
  });

  it('Failed offers to try again, NoCourts says there are none', () => {
    render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    render(<NoCourts />);
    expect(screen.getByText('There are no courts for this sport yet.')).toBeVisible();
  });
});

describe('stadium tiles stories', () => {
  it('links each stadium to its page', () => {
    render(<Tiles />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/stadiums/msac',
      '/stadiums/monash',
      '/stadiums/melbourne-uni',
    ]);
  });
});

describe('sport at a stadium stories', () => {
  const grid = () => screen.getByRole('grid', { name: 'Tennis courts at MSAC on 7 Mar 2099' });
  const cellNames = () =>
    within(grid())
      .getAllByRole('gridcell')
      .map((cell) => cell.getAttribute('aria-label'));

  it("Loaded shows every court against the stadium's hours, above the chosen time's list", () => {
    render(<view.Loaded />);
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Court',
      ...['6 AM', '7 AM', '8 AM', '9 AM', '10 AM', '11 AM', '12 PM'],
      ...['1 PM', '2 PM', '3 PM', '4 PM', '5 PM', '6 PM', '7 PM', '8 PM', '9 PM'],
    ]);
    expect(cellNames()).toHaveLength(3 * 16);
    expect(cellNames()).toEqual(
      expect.arrayContaining([
        'Court 1, 10:00 AM, free',
        'Court 2, 10:00 AM, taken',
        'Court 2, 11:00 AM, free',
        'Court 3, 12:00 PM, free',
        'Court 3, 1:00 PM, taken',
      ]),
    );
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('FreeTakenHeld by you');
    expect(screen.getByRole('table', { name: 'Tennis courts at MSAC' })).toBeVisible();
  });

  it('HeldForYou marks the held hour as yours', () => {
    render(<view.HeldForYou />);
    expect(cellNames()).toContain('Court 2, 10:00 AM, held by you');
  });

  it('Loading shows a skeleton of the grid hidden from screen readers, with the loading text', () => {
    const { container } = render(<view.Loading />);
    expect(screen.queryByRole('grid')).toBeNull();
    const skeleton = container.querySelector('[data-slot="court-grid-skeleton"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(skeleton?.querySelectorAll('tbody td')).toHaveLength(3 * 16);
    expect(screen.getByText('Loading courts...')).toBeInTheDocument();
  });

  it('NoFreeTimes offers the next day instead of a grid; Failed offers to try again', () => {
    render(<view.NoFreeTimes />);
    expect(screen.getByText('No court is free on 7 Mar 2099.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try 8 Mar 2099' })).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    cleanup();
    render(<view.Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
