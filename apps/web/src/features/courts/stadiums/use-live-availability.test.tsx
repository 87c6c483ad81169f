import type { CourtAvailability } from '@betterplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeSockets, renderWithRealtime } from '../../../lib/realtime/realtime-test-kit.tsx';
import { fakeApi, ok } from '../../../test/app-test-kit.tsx';
import { availabilityQueryOptions } from '../courts-api.ts';
import { makeCourt } from '../courts-fixtures.ts';
import { useLiveAvailability } from './use-live-availability.ts';

const DAY = '2030-03-07';

/** A sport's day as a page shows it, following the courts it already knows of. */
function DayOfCourts({ known }: { known: CourtAvailability[] }) {
  const list = useQuery(availabilityQueryOptions('msac', 'tennis', DAY));
  useLiveAvailability('msac', 'tennis', DAY, known);
  if (list.data === undefined) return <p>Loading courts</p>;
  return (
    <ul>
      {list.data.map((court) => (
        <li key={court.id}>
          {court.name}: {court.freeTimes.join(', ') || 'none'}
        </li>
      ))}
    </ul>
  );
}

describe('useLiveAvailability', () => {
  it('keeps a change pushed while the day is still loading for the first time', async () => {
    const court = makeCourt(1, ['10:00', '11:00']);
    // The first answer was read before someone took 10:00; every later one after.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let loads = 0;
    fakeApi({
      'GET /stadiums/msac/tennis/availability': async () => {
        loads += 1;
        if (loads === 1) {
          await firstHeld;
          return ok([court]);
        }
        return ok([{ ...court, freeTimes: ['11:00'] }]);
      },
    });
    const sockets = createFakeSockets();
    renderWithRealtime(<DayOfCourts known={[court]} />, { createSocket: sockets.factory });
    act(() => sockets.current().serverConnect());

    act(() =>
      sockets.current().serverEmit('court:availability-changed', {
        courtId: court.id,
        date: DAY,
        freeTimes: ['11:00'],
      }),
    );
    releaseFirst();

    expect(await screen.findByText('Court 1: 11:00')).toBeVisible();
    expect(loads).toBe(2);
  });
});
