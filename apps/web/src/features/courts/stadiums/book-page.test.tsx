import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, type FakeRequest, ok, renderApp } from '../../../test/app-test-kit.tsx';
import { makeStadium, makeStadiumSummary, monash } from '../courts-fixtures.ts';
import { NO_STADIUMS_TEXT } from './use-stadium-search.ts';

/** The filters of every stadiums request the page made. */
const searches = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path === '/stadiums')
    .map((request) => Object.fromEntries(request.query));

describe('/book', () => {
  it('shows the stadiums from the API as tiles linking to each stadium', async () => {
    fakeApi({ 'GET /stadiums': ok([makeStadiumSummary(), monash]) });
    const { user, router } = renderApp('/book');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Court' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Book a Court · Better Play'));
    expect(screen.getByRole('searchbox', { name: 'Venue Name' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Location' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Popular stadiums near you' }),
    ).toBeVisible();

    const tiles = await screen.findByRole('list', { name: 'Popular stadiums near you' });
    expect(within(tiles).getByRole('link', { name: 'MSAC' })).toHaveAttribute(
      'href',
      '/stadiums/msac',
    );
    expect(within(tiles).getByRole('link', { name: 'Monash Sports' })).toHaveAttribute(
      'href',
      '/stadiums/monash',
    );
    expect(within(tiles).getByText('Wellington Road, Clayton VIC 3800')).toBeVisible();
    expect(within(tiles).getByText('Open 7:00 AM – 9:00 PM')).toBeVisible();

    fakeApi({ 'GET /stadiums/monash': ok(makeStadium({ ...monash, sports: ['tennis'] })) });
    await user.click(within(tiles).getByRole('link', { name: 'Monash Sports' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Available sports at Monash Sports stadium',
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/stadiums/monash');
  });

  it('filters on the server by the typed name and location, once typing stops', async () => {
    const { requests } = fakeApi({
      'GET /stadiums': ({ query }) =>
        ok(query.get('location') === 'clayton' ? [monash] : [makeStadiumSummary(), monash]),
    });
    const { user, router } = renderApp('/book');
    await screen.findByRole('link', { name: 'MSAC' });
    expect(searches(requests)).toEqual([{ name: '', location: '' }]);

    await user.type(screen.getByRole('searchbox', { name: 'Venue Name' }), 'Sports');
    await waitFor(() =>
      expect(searches(requests).at(-1)).toEqual({ name: 'Sports', location: '' }),
    );
    // One request once typing stops, not one a letter.
    expect(searches(requests)).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'clayton');
    await waitFor(() =>
      expect(searches(requests).at(-1)).toEqual({ name: 'Sports', location: 'clayton' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'MSAC' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Monash Sports' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 stadium found');
    expect(router.state.location.search).toBe('?name=Sports&location=clayton');
  });

  it('keeps the filters in the address, so coming back shows the same search', async () => {
    const { requests } = fakeApi({ 'GET /stadiums': ok([monash]) });
    renderApp('/book?name=monash');
    expect(await screen.findByRole('link', { name: 'Monash Sports' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Venue Name' })).toHaveValue('monash');
    expect(searches(requests)).toEqual([{ name: 'monash', location: '' }]);
  });

  it('says so when no stadium matches', async () => {
    fakeApi({ 'GET /stadiums': ok([]) });
    renderApp('/book?location=nowhere');
    expect(await screen.findByText(NO_STADIUMS_TEXT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Popular stadiums near you' })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    fakeApi({
      'GET /stadiums': () => {
        calls += 1;
        return calls === 1
          ? failure(400, 'The request is not valid', 'VALIDATION_FAILED')
          : ok([makeStadiumSummary()]);
      },
    });
    const { user } = renderApp('/book');
    expect(await screen.findByText('The request is not valid')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'MSAC' })).toBeVisible();
  });
});
