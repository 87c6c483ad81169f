import { HEIGHT, shownText, WEIGHT } from './units.ts';

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
