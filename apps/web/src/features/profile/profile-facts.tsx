import type { ReactNode } from 'react';
import { HEIGHT, shownText, WEIGHT } from './units.ts';

export type ProfileFact = { label: string; value: ReactNode };

const NOT_SET = 'Not set';

/** Height as the profile shows it: feet from the stored metres. */
export function heightText(metres: number | null) {
  return metres === null ? NOT_SET : `${shownText(metres, HEIGHT)} ft`;
}

/** Weight as the profile shows it: pounds from the stored kilograms. */
export function weightText(kilograms: number | null) {
  return kilograms === null ? NOT_SET : `${shownText(kilograms, WEIGHT)} lb`;
}

export function ageText(age: number | null) {
  return age === null ? NOT_SET : String(age);
}

export function sportsText(sports: string[]) {
  return sports.length === 0 ? 'None yet' : sports.join(', ');
}

/** Label and value pairs, one under the other on phones and side by side from 640 px. */
export function ProfileFacts({ facts }: { facts: ProfileFact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 gap-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium wrap-break-word">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
