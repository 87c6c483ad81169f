import { CircleDollarSign, Clock, Users } from 'lucide-react';
import { Chip, type ChipTone } from './chip.tsx';

export interface Places {
  capacity: number;
  taken: number;
  /** people in the waiting line */
  waiting?: number;
}

/** '3 places left', '1 place left', 'Full · 3 waiting' or 'Full', with the tone that goes with it. */
export function placesText({ capacity, taken, waiting = 0 }: Places): {
  text: string;
  tone: ChipTone;
} {
  const left = Math.max(0, capacity - taken);
  if (left === 0)
    return { text: waiting > 0 ? `Full · ${waiting} waiting` : 'Full', tone: 'muted' };
  if (left === 1) return { text: '1 place left', tone: 'caution' };
  return { text: `${left} places left`, tone: 'neutral' };
}

export function PlacesChip(places: Places) {
  const { text, tone } = placesText(places);
  return (
    <Chip tone={tone}>
      <Users aria-hidden />
      {text}
    </Chip>
  );
}

export const LEVEL_NAMES = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
} as const;
export type Level = keyof typeof LEVEL_NAMES;

const LEVEL_DOTS: Record<Level, number> = { beginner: 1, intermediate: 2, advanced: 3 };

/** The level in words with one to three filled dots. */
export function LevelChip({ level }: { level: Level }) {
  const filled = LEVEL_DOTS[level];
  return (
    <Chip tone="neutral">
      <span className="flex gap-0.5" aria-hidden>
        {[1, 2, 3].map((dot) => (
          <span
            key={dot}
            className={
              dot <= filled
                ? 'size-1.5 rounded-full bg-current'
                : 'size-1.5 rounded-full border border-current'
            }
          />
        ))}
      </span>
      {LEVEL_NAMES[level]}
    </Chip>
  );
}

/** The price as the app writes it ('$12', '$12.50'), or 'Free'. */
export function PriceChip({ price }: { price: string }) {
  return (
    <Chip tone="neutral">
      <CircleDollarSign aria-hidden />
      {price}
    </Chip>
  );
}

export const STATUS_CHIPS = {
  attending: { text: 'Attending', tone: 'brand' },
  pending: { text: 'Pending', tone: 'outline' },
  waitlisted: { text: 'Waitlisted', tone: 'neutral' },
  offerOpen: { text: 'Offer open', tone: 'caution' },
  splitPending: { text: 'Split pending', tone: 'caution' },
  booked: { text: 'Booked', tone: 'brand' },
} as const satisfies Record<string, { text: string; tone: ChipTone }>;
export type ChipStatus = keyof typeof STATUS_CHIPS;

/** Where the person stands: 'Attending', 'Pending', 'Waitlist #2', 'Offer open', 'Split pending'. */
export function StatusChip({ status, position }: { status: ChipStatus; position?: number }) {
  const { text, tone } = STATUS_CHIPS[status];
  const shown = status === 'waitlisted' && position ? `Waitlist #${position}` : text;
  return (
    <Chip tone={tone}>
      {status === 'pending' || status === 'offerOpen' ? <Clock aria-hidden /> : null}
      {shown}
    </Chip>
  );
}
