import {
  MEASUREMENT_RANGES,
  PROFILE_MESSAGES,
  registerSchema,
  visibilitySchema,
  type UserProfile,
  type Visibility,
} from '@betterplay/contracts';
import { z } from 'zod';
import {
  acceptedRange,
  HEIGHT,
  metricToSave,
  parseDecimal,
  shownText,
  toShown,
  WEIGHT,
  type Measure,
} from './units.ts';

/** What the edit form holds: numbers as typed text, height in feet and weight in pounds. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  age: string;
  height: string;
  weight: string;
  sportPreferences: string[];
  visibility: Visibility;
  photo: File | null;
};

/** The form as the saved user fills it: opening the form always starts from here. */
export function formValuesOf(profile: UserProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    age: profile.age === null ? '' : String(profile.age),
    height: shownText(profile.height, HEIGHT),
    weight: shownText(profile.weight, WEIGHT),
    sportPreferences: profile.sportPreferences,
    visibility: profile.visibility,
    photo: null,
  };
}

const ageRange = MEASUREMENT_RANGES.age;

export const PROFILE_FORM_MESSAGES = {
  age: PROFILE_MESSAGES.age,
  height: 'Enter your height in feet, for example 5.5',
  weight: 'Enter your weight in pounds, for example 154',
} as const;

/**
 * A number field: empty only when nothing was stored (it is then not sent), and otherwise a
 * person's plausible height or weight in the shown unit (so 1.70, metres typed for feet, is
 * caught). The value shown for the stored number is always accepted as it is.
 */
function measuredText(stored: number | null, measure: Measure, message: string) {
  const { min, max } = acceptedRange(measure);
  return z.string().refine((text) => {
    if (text.trim() === '') return stored === null;
    const typed = parseDecimal(text);
    if (typed === undefined) return false;
    if (stored !== null && typed === toShown(stored, measure)) return true;
    return typed >= min && typed <= max;
  }, message);
}

function ageText(stored: number | null) {
  return z.string().refine((text) => {
    if (text.trim() === '') return stored === null;
    const age = Number(text.trim());
    return /^\d+$/.test(text.trim()) && age >= ageRange.min && age <= ageRange.max;
  }, PROFILE_FORM_MESSAGES.age);
}

/** The checks of the edit form, against the saved user (the messages are the product's). */
export function profileFormSchema(saved: UserProfile) {
  return z.object({
    firstName: registerSchema.shape.firstName,
    lastName: registerSchema.shape.lastName,
    phone: registerSchema.shape.phone,
    age: ageText(saved.age),
    height: measuredText(saved.height, HEIGHT, PROFILE_FORM_MESSAGES.height),
    weight: measuredText(saved.weight, WEIGHT, PROFILE_FORM_MESSAGES.weight),
    sportPreferences: z.array(z.string()),
    visibility: visibilitySchema,
    photo: z.instanceof(File).nullable(),
  });
}

export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/**
 * The multipart form PUT /user/profile takes: every field that has a value, none that is
 * undefined or null. Height and weight go in metres and kilograms: the stored numbers themselves
 * when they were not edited, so saving an unchanged profile changes nothing.
 */
export function profileFormData(values: ProfileFormOutput, saved: UserProfile): FormData {
  const fields: Record<string, string | File | null | undefined> = {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    age: values.age.trim() === '' ? undefined : values.age.trim(),
    height: textOf(metricToSave(values.height, saved.height, HEIGHT)),
    weight: textOf(metricToSave(values.weight, saved.weight, WEIGHT)),
    visibility: values.visibility,
    sportPreferences: JSON.stringify(values.sportPreferences),
    avatar: values.photo,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value);
  }
  return form;
}

const textOf = (value: number | undefined) => (value === undefined ? undefined : String(value));
