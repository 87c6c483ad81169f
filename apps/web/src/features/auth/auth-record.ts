import { z } from 'zod';

/** The browser's saved authentication record (local storage key `auth`). */
export const AUTH_RECORD_KEY = 'auth';

const savedAuthRecordSchema = z.object({
  isAuthenticated: z.boolean(),
  userName: z.string(),
  firstName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  postcode: z.string().nullable(),
});
export type SavedAuthRecord = z.infer<typeof savedAuthRecordSchema>;

/** Signed out: the flag is false and every other field is empty. */
export const SIGNED_OUT_RECORD: SavedAuthRecord = {
  isAuthenticated: false,
  userName: '',
  firstName: '',
  email: '',
  mobileNumber: '',
  postcode: '',
};

/** The saved record, or null when there is none or it cannot be parsed (logged and ignored). */
export function loadAuthRecord(): SavedAuthRecord | null {
  const saved = window.localStorage.getItem(AUTH_RECORD_KEY);
  if (saved === null) return null;
  try {
    return savedAuthRecordSchema.parse(JSON.parse(saved));
  } catch (error) {
    console.error('Error parsing saved auth data', error);
    return null;
  }
}

export function saveAuthRecord(record: SavedAuthRecord) {
  try {
    window.localStorage.setItem(AUTH_RECORD_KEY, JSON.stringify(record));
  } catch (error) {
    // Storage can be full or disabled (private mode); the in-memory state still works.
    console.error('Error saving auth data', error);
  }
}
