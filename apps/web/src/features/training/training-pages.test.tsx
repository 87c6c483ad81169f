import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, renderApp } from '../../test/app-test-kit.tsx';
import {
  eagleCard,
  EMMA_ID,
  makeCoachProfile,
  makeVenue,
  makeVenueCard,
} from './training-test-kit.ts';
import { NO_VENUES_TEXT } from './use-venue-search.ts';

/** The search and sort of every venues request the page made. */
function venueQueries(fetchMock: ReturnType<typeof fakeApi>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => /^\/api\/v1\/training\/[a-z]+$/.test(url.pathname))
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('/training', () => {
  it('offers the three sports, each linking to its coaches', async () => {
    fakeApi({ 'GET /training/tennis': ok([]) });
    const { user, router } = renderApp('/training');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick a Sport' })).toBeVisible();
    expect(document.title).toBe('Pick a Sport · Better Play');
    for (const sport of ['Badminton', 'Basketball', 'Tennis']) {
      expect(screen.getByRole('link', { name: sport })).toHaveAttribute(
        'href',
        `/training/${sport.toLowerCase()}`,
      );
    }
    await user.click(screen.getByRole('link', { name: 'Tennis' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tennis Training' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/training/tennis');
  });
});

describe('/training/{sport}', () => {
  it('lists the venues from the server, with their coaches and prices, linking to each', async () => {
    fakeApi({ 'GET /training/badminton': ok([makeVenueCard(), eagleCard]) });
    renderApp('/training/badminton');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Badminton Training' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Training' })).toHaveAttribute(
      'href',
      '/training',
    );
    expect(screen.getByRole('searchbox', { name: 'Search by venue' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price');

    const table = screen.getByRole('table', { name: 'Badminton training venues' });
    const msac = await within(table).findByRole('link', { name: 'MSAC' });
    expect(msac).toHaveAttribute('href', '/training/badminton/venue/msac');
    expect(within(table).getByRole('link', { name: 'Eagle Stadium' })).toHaveAttribute(
      'href',
      '/training/badminton/venue/eagle-stadium',
    );
    expect(within(table).getByText('Liam Brown, Emma Thompson')).toBeVisible();
    expect(within(table).getByText('$30 – $35')).toBeVisible();
    expect(within(table).getByText('$25')).toBeVisible();
  });

  it('searches by venue and sorts on the server, keeping both in the address', async () => {
    const { fetchMock } = fakeApi({ 'GET /training/badminton': ok([makeVenueCard(), eagleCard]) });
    const { user, router } = renderApp('/training/badminton');
    await screen.findByRole('link', { name: 'MSAC' });
    expect(venueQueries(fetchMock)).toEqual([{ venue: '', sort: 'price' }]);

    await user.type(screen.getByRole('searchbox', { name: 'Search by venue' }), 'eagle');
    await waitFor(() =>
      expect(venueQueries(fetchMock).at(-1)).toEqual({ venue: 'eagle', sort: 'price' }),
    );
    // Typing sends one search, once it stops.
    expect(venueQueries(fetchMock)).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Price',
      'Name of Coach',
    ]);
    await user.click(screen.getByRole('option', { name: 'Name of Coach' }));
    await waitFor(() =>
      expect(venueQueries(fetchMock).at(-1)).toEqual({ venue: 'eagle', sort: 'name' }),
    );
    expect(router.state.location.search).toBe('?venue=eagle&sort=name');
    // The venue page keeps the order.
    expect(await screen.findByRole('link', { name: 'MSAC' })).toHaveAttribute(
      'href',
      '/training/badminton/venue/msac?sort=name',
    );
  });

  it('says so when no venue matches', async () => {
    fakeApi({ 'GET /training/badminton': ok([]) });
    renderApp('/training/badminton?venue=nowhere');
    expect(await screen.findByText(NO_VENUES_TEXT)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search by venue' })).toHaveValue('nowhere');
  });

  it('shows a failure with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /training/badminton': failure(400, 'The request is not valid', 'VALIDATION_FAILED'),
    });
    renderApp('/training/badminton');
    expect(await screen.findByText('The request is not valid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says a sport without training is not found', async () => {
    const { requests } = fakeApi({});
    renderApp('/training/soccer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport not found' })).toBeVisible();
    expect(screen.getByText('There is no training for ‘soccer’.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a sport' })).toHaveAttribute(
      'href',
      '/training',
    );
    expect(requests).toEqual([]);
  });
});

describe('venue page', () => {
  it('shows the coaches at the venue with gender and qualification, linking to each', async () => {
    fakeApi({ 'GET /training/badminton/venues/msac': ok(makeVenue()) });
    renderApp('/training/badminton/venue/msac');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available Coaches at MSAC' }),
    ).toBeVisible();
    expect(document.title).toBe('Available Coaches at MSAC · Better Play');
    expect(screen.getByRole('link', { name: 'Back to Badminton Training' })).toHaveAttribute(
      'href',
      '/training/badminton',
    );
    const coaches = within(screen.getByRole('list', { name: 'Badminton coaches' })).getAllByRole(
      'listitem',
    );
    expect(coaches).toHaveLength(2);
    const emma = coaches[1];
    if (!emma) throw new Error('no second coach');
    expect(within(emma).getByRole('link', { name: 'Emma Thompson' })).toHaveAttribute(
      'href',
      `/training/badminton/venue/msac/coach/${EMMA_ID}`,
    );
    expect(within(emma).getByText('Female')).toBeVisible();
    expect(within(emma).getByText('Badminton Australia Level 2 Coach')).toBeVisible();
    expect(within(emma).getByText('$35 per hour')).toBeVisible();
    expect(within(emma).getByRole('img', { name: 'Emma Thompson' })).toHaveTextContent('ET');
  });

  it('asks the server for the order in the address', async () => {
    const { fetchMock } = fakeApi({ 'GET /training/badminton/venues/msac': ok(makeVenue()) });
    renderApp('/training/badminton/venue/msac?sort=name');
    await screen.findByRole('heading', { level: 1, name: 'Available Coaches at MSAC' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/training/badminton/venues/msac?sort=name',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name of Coach');
  });

  it('says when the venue has no coaches yet', async () => {
    fakeApi({ 'GET /training/tennis/venues/msac': ok(makeVenue({ coaches: [] })) });
    renderApp('/training/tennis/venue/msac');
    expect(await screen.findByText('No tennis coaches at MSAC yet.')).toBeVisible();
  });

  it('says an unknown venue has no training, with a way back to the venues', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /training/badminton/venues/nowhere': failure(
        404,
        'Training venue not found',
        'TRAINING_VENUE_NOT_FOUND',
      ),
    });
    renderApp('/training/badminton/venue/nowhere');
    expect(await screen.findByText('There is no badminton training at this venue.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Badminton venues' })).toHaveAttribute(
      'href',
      '/training/badminton',
    );
  });
});

describe('coach page', () => {
  it('shows the bio, schedule, rate per hour and the enquire button', async () => {
    fakeApi({ [`GET /training/coaches/${EMMA_ID}`]: ok(makeCoachProfile()) });
    renderApp(`/training/badminton/venue/msac/coach/${EMMA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Thompson' })).toBeVisible();
    expect(document.title).toBe('Emma Thompson · Better Play');
    expect(screen.getByRole('link', { name: 'Back to MSAC' })).toHaveAttribute(
      'href',
      '/training/badminton/venue/msac',
    );
    expect(screen.getByText(/Former state singles champion/)).toBeVisible();
    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mon 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM']);
    expect(screen.getByText('Rate per hour').nextElementSibling).toHaveTextContent('$35');
    expect(screen.getByText('Gender').nextElementSibling).toHaveTextContent('Female');
    expect(screen.getByRole('button', { name: 'Enquire' })).toBeVisible();
  });

  it('says a coach that does not exist is not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /training/coaches/nobody': failure(404, 'Coach not found', 'COACH_NOT_FOUND'),
    });
    renderApp('/training/badminton/venue/msac/coach/nobody');
    expect(await screen.findByText('Coach not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Badminton venues' })).toBeVisible();
  });
});
