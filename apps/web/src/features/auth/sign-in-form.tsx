import { GENERIC_FAILURE, loginSchema, messageOf } from '@betterplay/contracts';
import { Button, FormField, Input, toast } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { signInPromptOf } from '../../app/feature-routes.ts';
import { FORGOT_TEXTS } from '../account/forgot-password-view.tsx';
import { login } from './auth-api.ts';
import { useAuth } from './auth-context.ts';
import type { SignUpReturn } from './sign-in-events.ts';

interface SignInFormProps {
  /**
   * Called after every attempt (success or failure) and when leaving for the sign-up page;
   * `navigating` says whether the app is about to show another page.
   */
  onClose: (navigating: boolean) => void;
  /** Where the app returns after signing up through 'Sign up here' (null: the profile). */
  afterSignUp?: string | null;
  /** the email to start from (typed on the dialog's other form) */
  defaultEmail?: string;
  /** Shows 'Forgot your password?', which hands over the email typed so far. */
  onForgotPassword?: (email: string) => void;
}

export function SignInForm({
  onClose,
  afterSignUp = null,
  defaultEmail = '',
  onForgotPassword,
}: SignInFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // On a signed-in screen's address (its sign-in page), signing in shows that screen right here.
  const onSignedInScreen = useMatches().some((match) => signInPromptOf(match.handle) !== null);
  const signUpReturn =
    afterSignUp ?? (onSignedInScreen ? `${location.pathname}${location.search}` : null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const user = signIn(await login(credentials));
      if (!user) throw new Error(GENERIC_FAILURE);
      // Back one step, unless this is the first page of the visit (going back would leave the app)
      // or the page asked for this sign-in to show itself.
      const goingBack = !onSignedInScreen && location.key !== 'default';
      onClose(goingBack);
      toast({ title: 'Sign in successful', description: `Welcome back, ${user.firstName}!` });
      if (goingBack) void navigate(-1);
    } catch (error) {
      onClose(false);
      toast({ title: 'Sign in failed', description: messageOf(error), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>
      <FormField id="signin-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        )}
      </FormField>
      {onForgotPassword ? (
        <Button
          type="button"
          variant="link"
          className="-mt-2 justify-self-start px-0"
          onClick={() => onForgotPassword(getValues('email'))}
        >
          {FORGOT_TEXTS.title}
        </Button>
      ) : null}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        Sign In
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link
          to="/signup"
          state={
            signUpReturn === null ? undefined : ({ returnTo: signUpReturn } satisfies SignUpReturn)
          }
          // Already on /signup there is no new page to take the focus.
          onClick={() => onClose(location.pathname !== '/signup')}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign up here
        </Link>
      </p>
    </form>
  );
}
