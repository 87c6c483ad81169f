import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgendaDay } from './agenda-day.tsx';
import { AgendaItem } from './agenda-item.tsx';
import { AgendaSkeleton } from './agenda-skeleton.tsx';

describe('Agenda', () => {
  it('names each day and lists its items under it', () => {
    render(
      <AgendaDay date="2026-12-05" label="Today">
        <AgendaItem
          sport="Badminton"
          title="Friday Night Smash"
          meta="MSAC · 6:00 PM"
          status="attending"
        />
        <AgendaItem
          sport="Tennis"
          title="Court 3 at MSAC"
          meta="7:00 PM · 1 hour"
          status="splitPending"
        />
      </AgendaDay>,
    );
    const day = screen.getByRole('region', { name: 'Today' });
    expect(within(day).getByText('Saturday 5 December 2026')).toBeInTheDocument();
    const items = within(day).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Friday Night SmashMSAC · 6:00 PMAttending',
      'Court 3 at MSAC7:00 PM · 1 hourSplit pending',
    ]);
    // The sport is said, not only drawn.
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Tennis' })).toBeVisible();
  });

  it("shows the place in a waiting line and the item's actions", () => {
    render(
      <ol>
        <AgendaItem
          sport="Soccer"
          title="Sunday Kick"
          meta="Docklands · 10:00 AM"
          status="waitlisted"
          position={2}
          actions={<button type="button">Leave the waitlist</button>}
        />
      </ol>,
    );
    expect(screen.getByText('Waitlist #2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Details/ })).toBeNull();
  });

  it('opens its details on demand and draws them only while open', async () => {
    const user = userEvent.setup();
    let drawn = 0;
    render(
      <ol>
        <AgendaItem
          sport="Badminton"
          title="Friday Night Smash"
          meta="MSAC · 6:00 PM"
          detailsLabel="Details for Friday Night Smash"
          renderDetails={() => {
            drawn += 1;
            return <p>Attendees: 2 / 10</p>;
          }}
        />
      </ol>,
    );
    const toggle = screen.getByRole('button', { name: 'Details for Friday Night Smash' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(drawn).toBe(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Attendees: 2 / 10')).toBeVisible();
    const controlled = toggle.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controlled)).toHaveTextContent('Attendees: 2 / 10');
    await user.click(toggle);
    expect(screen.queryByText('Attendees: 2 / 10')).toBeNull();
  });

  it('says it is loading while it draws placeholders', () => {
    render(<AgendaSkeleton label="Loading your activity..." days={2} itemsPerDay={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your activity...');
  });
});
