import { changePasswordSchema } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/text-field.tsx';
import { useFieldFailures, type FormFailure } from './form-failure.ts';
import { NEW_PASSWORD_FIELDS } from './password-fields.ts';

type ChangeValues = z.input<typeof changePasswordSchema>;
type ChangeOutput = z.output<typeof changePasswordSchema>;

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: ChangeValues = { currentPassword: '', password: '', confirmPassword: '' };

export const CHANGE_PASSWORD_TEXTS = {
  current: 'Current password',
  submit: 'Change password',
  saving: 'Changing...',
} as const;

export interface ChangePasswordFormProps {
  saving: boolean;
  failure: FormFailure | null;
  /** how many times the password was changed here: each change empties the form */
  changes: number;
  /** the account's email, for password managers to know whose password changes */
  username?: string;
  onChange(values: ChangeOutput): void;
}

/** The current password, then the new one twice, with the sign-up rules and messages. */
export function ChangePasswordForm({
  saving,
  failure,
  changes,
  username,
  onChange,
}: ChangePasswordFormProps) {
  const form = useForm<ChangeValues, unknown, ChangeOutput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: EMPTY,
  });
  const alert = useFieldFailures(form, failure, FIELDS);
  const { reset } = form;
  useEffect(() => {
    if (changes > 0) reset(EMPTY);
  }, [changes, reset]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onChange)}
      className="grid gap-4"
      aria-busy={saving}
    >
      {username === undefined ? null : (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
      )}
      <TextField
        form={form}
        idPrefix="change"
        name="currentPassword"
        label={CHANGE_PASSWORD_TEXTS.current}
        type="password"
        autoComplete="current-password"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {NEW_PASSWORD_FIELDS.map((spec) => (
          <TextField key={spec.name} form={form} idPrefix="change" {...spec} />
        ))}
      </div>
      {alert === null ? null : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {alert}
        </p>
      )}
      <div className="flex sm:justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={saving}>
          {saving ? CHANGE_PASSWORD_TEXTS.saving : CHANGE_PASSWORD_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
