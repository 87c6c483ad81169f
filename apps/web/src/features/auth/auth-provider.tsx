import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onUnauthorized } from '../../lib/api-client.ts';
import { clearToken, readToken, writeToken } from '../../lib/auth-token.ts';
import { decodeTokenClaims, isExpired } from '../../lib/jwt.ts';
import { saveAuthRecord, SIGNED_OUT_RECORD, type SavedAuthRecord } from './auth-record.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { recordForUser, restoreSession, userFromClaims, type CurrentUser } from './session.ts';
import { flushDeferredActions } from '../../lib/deferred-actions.ts';

const ProfileSync = lazy(async () => ({
  default: (await import('./profile-sync.tsx')).ProfileSync,
}));

/** setTimeout cannot wait longer than about 24.8 days. */
const MAX_TIMER_MS = 2_147_483_647;

function notifySessionExpired() {
  toast({ title: 'Session expired', description: 'Please sign in again.', variant: 'destructive' });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initial] = useState(restoreSession);
  const [user, setUser] = useState<CurrentUser | null>(initial.user);
  const [record, setRecord] = useState<SavedAuthRecord>(initial.record);
  const announcedExpiry = useRef(false);

  useEffect(() => saveAuthRecord(record), [record]);

  const signIn = useCallback((token: string) => {
    const claims = decodeTokenClaims(token);
    if (!claims || isExpired(claims)) return null;
    const signedIn = userFromClaims(claims);
    writeToken(token);
    setUser(signedIn);
    setRecord((previous) => recordForUser(signedIn, previous));
    return signedIn;
  }, []);

  const signOut = useCallback(() => {
    // Actions waiting for their Undo window go now, while they can still be signed.
    flushDeferredActions();
    clearToken();
    setUser(null);
    setRecord(SIGNED_OUT_RECORD);
    queryClient.removeQueries();
  }, [queryClient]);

  const expireSession = useCallback(() => {
    signOut();
    notifySessionExpired();
  }, [signOut]);

  const updateRecord = useCallback((changes: Partial<SavedAuthRecord>) => {
    setRecord((previous) => ({ ...previous, ...changes }));
  }, []);

  useEffect(() => {
    if (initial.staleToken) clearToken();
    if (initial.expired && !announcedExpiry.current) {
      announcedExpiry.current = true;
      notifySessionExpired();
    }
  }, [initial]);

  // The server rejected the token we sent: sign out, unless another token has replaced it since.
  useEffect(
    () =>
      onUnauthorized((rejectedToken) => {
        if (readToken() === rejectedToken) expireSession();
      }),
    [expireSession],
  );

  const expiresAt = user?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const remaining = Math.max(expiresAt - Date.now(), 0);
    if (remaining > MAX_TIMER_MS) return;
    const timer = setTimeout(expireSession, remaining);
    return () => clearTimeout(timer);
  }, [expiresAt, expireSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, record, signIn, signOut, updateRecord }),
    [user, record, signIn, signOut, updateRecord],
  );
  return (
    <AuthContext value={value}>
      {children}
      {user === null ? null : (
        <Suspense fallback={null}>
          <ProfileSync user={user} updateRecord={updateRecord} />
        </Suspense>
      )}
    </AuthContext>
  );
}
