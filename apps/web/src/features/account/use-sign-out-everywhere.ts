import { ACCOUNT_MESSAGES } from '@betterplay/contracts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useSignOut, type Farewell } from '../auth/use-sign-out.ts';
import { signOutEverywhere } from './account-api.ts';

const SIGNED_OUT_EVERYWHERE: Farewell = { title: ACCOUNT_MESSAGES.signedOutEverywhere };

/**
 * Ends every session of the account. The server then refuses this device's token too, so the
 * app signs out here as the header's 'Sign Out' does, with its own toast.
 */
export function useSignOutEverywhere() {
  const signOut = useSignOut(SIGNED_OUT_EVERYWHERE);
  return useSendOnce({ mutationFn: signOutEverywhere, onSuccess: signOut });
}
