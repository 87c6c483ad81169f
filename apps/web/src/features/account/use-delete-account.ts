import { ACCOUNT_MESSAGES, blockingSocialOf } from '@betterplay/contracts';
import { useMemo } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useSignOut, type Farewell } from '../auth/use-sign-out.ts';
import { socialDetailPath } from '../socials/social-paths.ts';
import { deleteAccount } from './account-api.ts';
import type { BlockingSocial } from './delete-account-dialog.tsx';
import { formFailureOf } from './form-failure.ts';

const ACCOUNT_DELETED: Farewell = { title: ACCOUNT_MESSAGES.accountDeleted };

/** The socials a 409 ORGANISER_HAS_PLAYERS names, each with its page. */
export function blockingSocialsOf(error: unknown): BlockingSocial[] {
  if (!(error instanceof ApiError) || error.code !== 'ORGANISER_HAS_PLAYERS') return [];
  return error.details.flatMap((detail) => {
    const social = blockingSocialOf(detail);
    return social
      ? [{ id: social.id, name: social.name, path: socialDetailPath(social.category, social.id) }]
      : [];
  });
}

/**
 * Deletes the account after its password. Done, the app signs out here and goes home, with
 * the toast that says the account is gone. When socials the person organises still have other
 * players, the server names them: the dialog links each to its page.
 */
export function useDeleteAccount() {
  const signOut = useSignOut(ACCOUNT_DELETED);
  const mutation = useSendOnce({ mutationFn: deleteAccount, onSuccess: signOut });
  const { error } = mutation;
  const failure = useMemo(() => (error ? formFailureOf(error, 'password') : null), [error]);
  const named = useMemo(() => blockingSocialsOf(error), [error]);
  return {
    deleteAccount: mutation.mutate,
    deleting: mutation.isPending,
    failure,
    blockingSocials: named,
    reset: mutation.reset,
  };
}
