import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as listStories from './court-availability-list.stories.tsx';
import * as tileStories from './stadium-tiles.stories.tsx';

const { Loading, AllFree, SomeUnavailable, NoneFree, Failed, NoCourts, HeldForYou } =
  composeStories(listStories);
const { Default: Tiles } = composeStories(tileStories);

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
