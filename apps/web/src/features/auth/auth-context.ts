import { createContext, useContext } from 'react';
import type { SavedAuthRecord } from './auth-record.ts';
import type { CurrentUser } from './session.ts';

export interface AuthContextValue {
  /** The signed-in user (from the token's claims), or null when signed out. */
  user: CurrentUser | null;
  /** Mirror of the saved `auth` record in local storage. */
  record: SavedAuthRecord;
  /** Stores the token and signs its user in; null if the token is malformed or expired. */
  signIn: (token: string) => CurrentUser | null;
  /** Removes the token, clears the user and resets the saved record. */
  signOut: () => void;
  updateRecord: (changes: Partial<SavedAuthRecord>) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
