import { registrationMachine } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { ApiError } from '../../lib/api-client.ts';
import { browserNavigation } from '../../lib/hard-navigate.ts';
import { registerAccount } from '../auth/auth-api.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
/**
 * The registration machine with the web app's side effects. `returnTo` (a path in the app)
 * replaces the profile as where the new account lands; `onEmailTaken` hears the server's message
 * when the email already has an account, so the form can mark its Email field too.
 */
export function useRegistration(
  returnTo: string | null = null,
  onEmailTaken: (message: string) => void = () => {},
) {
  const { signIn } = useAuth();
  const emailTaken = useRef(onEmailTaken);
  emailTaken.current = onEmailTaken;
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        register: fromPromise(({ input }) =>
          registerAccount(input).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
              emailTaken.current(error.message);
            }
            throw error;
          }),
        ),
      },
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
