import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_SIGN_IN_DIALOG_EVENT } from '../../auth/sign-in-events.ts';
import { TITLE, holdRequests, openPage, serve } from './court-booking-test-kit.ts';
import { todayDate } from '../court-paths.ts';
import { makeCourt } from '../courts-fixtures.ts';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('court booking confirmation, signed out', () => {
  it('shows the court, date and time with the choices, and asks to sign in to book', async () => {
    const { requests } = serve({ signedIn: false });
    const opened = vi.fn();
    document.addEventListener(OPEN_SIGN_IN_DIALOG_EVENT, opened);
    const { user } = await openPage();
    await waitFor(() => expect(document.title).toBe(`${TITLE} · Better Play`));
    expect(await screen.findByText('1 May 2030')).toBeVisible();
    expect(screen.getByText('2:00 PM')).toBeVisible();
    expect(screen.getByText('Court 1 · Tennis')).toBeVisible();
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 hours' })).toHaveAccessibleDescription('$52');
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Android Pay' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mastercard' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Tennis courts' })).toHaveAttribute(
      'href',
      '/stadiums/msac/tennis?date=2030-05-01&time=14:00',
    );

    await user.click(screen.getByRole('button', { name: 'Sign in to book' }));
    expect(opened).toHaveBeenCalledTimes(1);
    document.removeEventListener(OPEN_SIGN_IN_DIALOG_EVENT, opened);
    expect(holdRequests(requests)).toEqual([]);
  });

  it("defaults to today and the court's next free time, written into the address", async () => {
    serve({ signedIn: false, courts: [makeCourt(1, ['17:00', '18:00'])] });
    const { router } = await openPage('/stadiums/msac/tennis/court/1');
    expect(await screen.findByText('5:00 PM')).toBeVisible();
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?date=${todayDate()}&time=17:00`),
    );
  });

  it('says when the court does not exist', async () => {
    serve({ signedIn: false });
    await openPage(
      '/stadiums/msac/tennis/court/9?date=2030-05-01&time=14:00',
      'Confirmation for booking Court 9',
    );
    expect(await screen.findByText('There is no Court 9 for Tennis here.')).toBeVisible();
  });
});
