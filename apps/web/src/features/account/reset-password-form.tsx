import { resetPasswordSchema } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/text-field.tsx';
import { useFieldFailures, type FormFailure } from './form-failure.ts';
import { NEW_PASSWORD_FIELDS } from './password-fields.ts';

type ResetValues = z.input<typeof resetPasswordSchema>;
type ResetOutput = z.output<typeof resetPasswordSchema>;

const FIELDS = ['password', 'confirmPassword'] as const;

export interface ResetPasswordFormProps {
  /** the link's token, sent with the new password */
  token: string;
  saving: boolean;
  failure: FormFailure | null;
  onReset(values: ResetOutput): void;
}

/** The new password, twice, with the sign-up rules and messages. */
export function ResetPasswordForm({ token, saving, failure, onReset }: ResetPasswordFormProps) {
  const form = useForm<ResetValues, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const alert = useFieldFailures(form, failure, FIELDS);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onReset)}
      className="grid gap-4"
      aria-busy={saving}
    >
      {NEW_PASSWORD_FIELDS.map((spec) => (
        <TextField key={spec.name} form={form} idPrefix="reset" {...spec} />
      ))}
      {alert === null ? null : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {alert}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save password'}
      </Button>
    </form>
  );
}
