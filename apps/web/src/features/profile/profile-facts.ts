import { feetAndInches, wholePounds } from './units.ts';

const NOT_SET = 'Not set';

/** Height as the profile shows it: feet and inches from the stored metres ('5 ft 9 in'). */
export function heightText(metres: number | null) {
  return metres === null ? NOT_SET : feetAndInches(metres);
}

/** Weight as the profile shows it: whole pounds from the stored kilograms ('154 lb'). */
export function weightText(kilograms: number | null) {
  return kilograms === null ? NOT_SET : wholePounds(kilograms);
}

export function ageText(age: number | null) {
  return age === null ? NOT_SET : String(age);
}

export function sportsText(sports: string[]) {
  return sports.length === 0 ? 'None yet' : sports.join(', ');
}
