/** The browser's saved authentication record (local storage key `auth`). */
export const AUTH_RECORD_KEY = 'auth';

export type SavedAuthRecord = {
  isAuthenticated: boolean;
  userName: string;
  firstName: string;
  email: string;
  mobileNumber: string;
  postcode: string | null;
};

const TEXT_FIELDS = ['userName', 'firstName', 'email', 'mobileNumber'] as const;

/** Read on every first visit, so checked by hand rather than with zod (which loads later). */
function toAuthRecord(value: unknown): SavedAuthRecord {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const textOk = TEXT_FIELDS.every((field) => typeof record[field] === 'string');
  const postcodeOk = record.postcode === null || typeof record.postcode === 'string';
  if (typeof record.isAuthenticated !== 'boolean' || !textOk || !postcodeOk) {
    throw new Error('the saved auth record does not have the expected fields');
  }
  return {
    isAuthenticated: record.isAuthenticated,
    userName: String(record.userName),
    firstName: String(record.firstName),
    email: String(record.email),
    mobileNumber: String(record.mobileNumber),
    postcode: record.postcode === null ? null : String(record.postcode),
  };
}

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
    return toAuthRecord(JSON.parse(saved));
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
