import {
  TRAINING_SORTS,
  TRAINING_SPORTS,
  type TrainingSort,
  type TrainingSport,
} from '@betterplay/contracts';
import { formatDollars } from '../../lib/format.ts';

/** The sport of a path segment ('tennis' → 'Tennis'); null for a sport without training. */
export function trainingSportOf(sportId: string): TrainingSport | null {
  return TRAINING_SPORTS.find((sport) => sport.toLowerCase() === sportId.toLowerCase()) ?? null;
}

export const SORT_OPTIONS: { value: TrainingSort; label: string }[] = [
  { value: 'price', label: 'Price' },
  { value: 'name', label: 'Name of Coach' },
];

/** The sort named in the address (`?sort=name`); Price otherwise. */
export function sortOf(value: string | null): TrainingSort {
  return TRAINING_SORTS.find((sort) => sort === value) ?? 'price';
}

export const trainingPath = (sportId: string) => `/training/${sportId.toLowerCase()}`;

/** The venue page keeps the order chosen on the venues list. */
export function trainingVenuePath(sportId: string, venueId: string, sort: TrainingSort = 'price') {
  const path = `${trainingPath(sportId)}/venue/${encodeURIComponent(venueId)}`;
  return sort === 'price' ? path : `${path}?sort=${sort}`;
}

export function coachPath(sportId: string, venueId: string, coachId: string) {
  return `${trainingPath(sportId)}/venue/${encodeURIComponent(venueId)}/coach/${encodeURIComponent(coachId)}`;
}

/** 3000 → '$30': rates are kept in cents and shown in dollars. */
export const dollarsOf = (cents: number) => formatDollars(cents / 100);
