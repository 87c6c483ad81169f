import type { CourtAvailability, Stadium, StadiumSummary } from '@betterplay/contracts';

/** Test and story data shaped like the API's answers. */

export function makeStadiumSummary(overrides: Partial<StadiumSummary> = {}): StadiumSummary {
  return {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Drive, Albert Park VIC 3206',
    description: 'Indoor courts by the lake.',
    opensAt: '06:00',
    closesAt: '22:00',
    ...overrides,
  };
}

export const monash = makeStadiumSummary({
  id: 'monash',
  name: 'Monash Sports',
  address: 'Wellington Road, Clayton VIC 3800',
  description: 'University courts, open to everyone.',
  opensAt: '07:00',
  closesAt: '21:00',
});

export function makeStadium(overrides: Partial<Stadium> = {}): Stadium {
  return {
    ...makeStadiumSummary(),
    sports: ['badminton', 'basketball', 'tennis', 'swimming'],
    ...overrides,
  };
}

const PRICES = { 1: 2800, 2: 5200 };

export function makeCourt(number: number, freeTimes: string[]): CourtAvailability {
  return {
    id: `6f1c2d3e-0000-4000-8000-00000000000${number}`,
    name: `Court ${number}`,
    number,
    priceCents: PRICES,
    freeTimes,
  };
}

/** Court 1 free at 10 and 11, Court 2 only at 11, Court 3 at 10 and 12. */
export const someTaken = [
  makeCourt(1, ['10:00', '11:00']),
  makeCourt(2, ['11:00']),
  makeCourt(3, ['10:00', '12:00']),
];
