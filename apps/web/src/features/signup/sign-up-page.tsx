import { registerSchema } from '@betterplay/contracts';
import { Card, CardContent, CardDescription, CardHeader } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, PartyPopper } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SignUpFormView } from './sign-up-form.tsx';
import { useRegistration } from './use-registration.ts';

export function SignUpPage() {
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
  const [snapshot, send] = useRegistration();
  const firstName = snapshot.context.values?.firstName ?? '';

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Sign Up</h1>
          <CardDescription>Create your Better Play account.</CardDescription>
        </CardHeader>
        <CardContent>
          {snapshot.matches('submitting') ? (
            <p role="status" className="flex items-center justify-center gap-3 py-16 text-lg">
              <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
              Creating account ...
            </p>
          ) : snapshot.matches('welcome') || snapshot.matches('redirecting') ? (
            <p role="status" className="flex flex-col items-center gap-4 py-16 text-center text-lg">
              <PartyPopper className="size-10 text-primary" aria-hidden />
              Welcome, {firstName}! Your account has been created. Redirecting to your profile ...
            </p>
          ) : (
            <SignUpFormView
              form={form}
              onValid={(values) => send({ type: 'form.submit', values })}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
