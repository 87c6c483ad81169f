import { registerSchema } from '@betterplay/contracts';
import { Card, CardContent, PageHeader } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { signUpReturnOf } from '../auth/sign-in-events.ts';
import { SignUpFormView } from './sign-up-form.tsx';
import { useRegistration } from './use-registration.ts';

const TITLE = 'Sign Up';

/** Shown for 3 s before the app opens the new user's profile (or returns where they were). */
export function welcomeText(firstName: string, returning = false): string {
  if (returning) {
    return `Welcome, ${firstName}! Your account has been created. Taking you back to where you were ...`;
  }
  return `Welcome, ${firstName}! Your account has been created. Redirecting to your profile ...`;
}

export function SignUpPage() {
  const headingRef = usePageTitle(TITLE);
  // The form lives here so its values survive the loading screen and come back after a failure.
  const form = useForm({
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      age: '',
      height: '',
      weight: '',
      sportPreferences: [],
      password: '',
      confirmPassword: '',
    },
  });
  // Sign-up opened from a flow (asking to join a social) returns to it, where its draft waits.
  const returnTo = signUpReturnOf(useLocation().state);
  // A taken email marks the Email field as well as the toast (the field is back after the failure).
  const [snapshot, send] = useRegistration(returnTo, (message) =>
    form.setError('email', { type: 'server', message }),
  );
  const firstName = snapshot.context.values?.firstName ?? '';
  const submitting = snapshot.matches('submitting');
  const welcome = snapshot.matches('welcome') || snapshot.matches('redirecting');
  const emailRefused = form.formState.errors.email?.type === 'server';
  const { setFocus } = form;
  useEffect(() => {
    if (!submitting && emailRefused) setFocus('email');
  }, [submitting, emailRefused, setFocus]);

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description="Create your Better Play account."
      />
      <Card className="py-4 sm:py-6">
        <CardContent className="px-4 sm:px-6">
          {submitting || welcome ? null : (
            <SignUpFormView
              form={form}
              onValid={(values) => send({ type: 'form.submit', values })}
            />
          )}
          {/* Always present, so screen readers hear the loading screen and the welcome. */}
          <div role="status">
            {submitting ? (
              <p className="flex items-center justify-center gap-3 py-16 text-lg">
                <LoaderCircle
                  className="size-6 animate-spin text-primary motion-reduce:animate-none"
                  aria-hidden
                />
                Creating account ...
              </p>
            ) : null}
            {welcome ? (
              <p className="flex flex-col items-center gap-4 py-16 text-center text-lg">
                <PartyPopper className="size-10 text-primary" aria-hidden />
                {welcomeText(firstName, returnTo !== null)}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
