import { registrationMachine } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { browserNavigation } from '../../lib/hard-navigate.ts';
import { registerAccount } from '../auth/auth-api.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * The registration machine with the web app's side effects. `returnTo` (a path in the app)
 * replaces the profile as where the new account lands.
 */
export function useRegistration(returnTo: string | null = null) {
  const { signIn } = useAuth();
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: { register: fromPromise(({ input }) => registerAccount(input)) },
      actions: {
        saveToken: (_, { token }) => {
          signIn(token);
        },
        notifyFailure: (_, { message }) => {
          toast({ title: 'Registration failed', description: message, variant: 'destructive' });
        },
        // A full reload, so every screen starts from the new session.
        redirectToProfile: () => browserNavigation.hardNavigate(returnTo ?? '/profile'),
      },
    }),
  );
  return useMachine(machine);
}
