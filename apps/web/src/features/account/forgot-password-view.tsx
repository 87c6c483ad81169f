import {
  ACCOUNT_MESSAGES,
  forgotPasswordSchema,
  RESET_LINK_HOURS,
  type ForgotPasswordInput,
} from '@betterplay/contracts';
import { Button, FormField, Input } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';

export const FORGOT_TEXTS = {
  /** the sign-in form's button and this form's title */
  title: 'Forgot your password?',
  description: `Enter the email you signed up with and we will send you a link to choose a new password. The link works for ${RESET_LINK_HOURS} hour.`,
  send: 'Send link',
  sending: 'Sending...',
  back: 'Back to sign in',
} as const;

export interface ForgotPasswordViewProps {
  /** the email the sign-in form held, to start from */
  defaultEmail?: string;
  /** the server took the request: its one answer shows instead of the form */
  sent: boolean;
  sending: boolean;
  /** why the last request failed, in the server's words */
  error: string | null;
  onSend(values: ForgotPasswordInput): void;
  onBack(): void;
}

/**
 * Asks for the email that gets a password-reset link. The answer is the same whether or not the
 * email has an account, so the form cannot tell anyone which emails do.
 */
export function ForgotPasswordView({
  defaultEmail = '',
  sent,
  sending,
  error,
  onSend,
  onBack,
}: ForgotPasswordViewProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: defaultEmail },
  });

  // The form (and its button, which had the focus) goes: the way back takes the focus.
  useEffect(() => {
    if (sent) backRef.current?.focus();
  }, [sent]);

  return (
    <div className="grid gap-4">
      {/* Always there, so screen readers hear the answer when it arrives. */}
      <div role="status">
        {sent ? <p className="font-medium">{ACCOUNT_MESSAGES.forgotSent}</p> : null}
      </div>
      {sent ? null : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => onSend(values))}
          className="grid gap-4"
          aria-busy={sending}
        >
          <FormField id="forgot-email" label="Email" error={errors.email?.message}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" {...register('email')} />
            )}
          </FormField>
          {error === null ? null : (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={sending}>
            {sending ? FORGOT_TEXTS.sending : FORGOT_TEXTS.send}
          </Button>
        </form>
      )}
      <Button ref={backRef} type="button" variant="outline" onClick={onBack}>
        {FORGOT_TEXTS.back}
      </Button>
    </div>
  );
}
