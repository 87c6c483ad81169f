import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, renderApp } from '../../../test/app-test-kit.tsx';
import { makeStadium } from '../courts-fixtures.ts';

describe('/stadiums/{stadiumId}', () => {
  it("offers the stadium's sports from the API, each linking to its courts", async () => {
    fakeApi({ 'GET /stadiums/msac': ok(makeStadium({ sports: ['badminton', 'tennis'] })) });
    const { user, router } = renderApp('/stadiums/msac');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available sports at MSAC stadium' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Available sports at MSAC stadium · Better Play'),
    );
    expect(screen.getByRole('link', { name: 'Back to Book a Court' })).toHaveAttribute(
      'href',
      '/book',
    );
    const sports = within(screen.getByRole('list', { name: 'Sports at MSAC' }));
    expect(sports.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Badminton',
      'Tennis',
    ]);
    expect(sports.getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/stadiums/msac/tennis',
    );

    fakeApi({ 'GET /stadiums/msac': ok(makeStadium()) });
    await user.click(sports.getByRole('link', { name: 'Badminton' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Badminton Courts at MSAC' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/stadiums/msac/badminton');
  });

  it('says a stadium the API does not know is not found, with a way back to the stadiums', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /stadiums/atlantis': failure(404, 'Stadium not found', 'STADIUM_NOT_FOUND') });
    renderApp('/stadiums/atlantis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stadium not found' }),
    ).toBeVisible();
    expect(screen.getByText('There is no stadium ‘atlantis’.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a stadium' })).toHaveAttribute('href', '/book');
  });

  it('shows another failure with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    fakeApi({
      'GET /stadiums/msac': () => {
        calls += 1;
        return calls === 1
          ? failure(429, 'Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED')
          : ok(makeStadium());
      },
    });
    const { user } = renderApp('/stadiums/msac');
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Book a Court' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available sports at MSAC stadium' }),
    ).toBeVisible();
  });
});
