import { TEXT_LIMITS, type RegisterData, type RegisterInput } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { SportPreferencesField } from '../../components/sport-preferences-field.tsx';
import { TextField, type TextFieldSpec } from '../../components/text-field.tsx';

type TextFieldName = Exclude<keyof RegisterInput, 'sportPreferences'>;

const PERSONAL_FIELDS: TextFieldSpec<TextFieldName>[] = [
  {
    name: 'firstName',
    label: 'First Name',
    autoComplete: 'given-name',
    maxLength: TEXT_LIMITS.personName,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    autoComplete: 'family-name',
    maxLength: TEXT_LIMITS.personName,
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Mobile Number', type: 'tel', autoComplete: 'tel' },
  { name: 'age', label: 'Age', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'height', label: 'Height (m)', autoComplete: 'off', inputMode: 'decimal' },
  { name: 'weight', label: 'Weight (kg)', autoComplete: 'off', inputMode: 'decimal' },
];

const PASSWORD_FIELDS: TextFieldSpec<TextFieldName>[] = [
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export type SignUpForm = UseFormReturn<RegisterInput, unknown, RegisterData>;

interface SignUpFormProps {
  form: SignUpForm;
  onValid: (values: RegisterData) => void;
}

export function SignUpFormView({ form, onValid }: SignUpFormProps) {
  const { control, handleSubmit } = form;
  const renderField = (spec: TextFieldSpec<TextFieldName>) => (
    <TextField key={spec.name} form={form} idPrefix="signup" {...spec} />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">{PERSONAL_FIELDS.map(renderField)}</div>
      <Controller
        control={control}
        name="sportPreferences"
        render={({ field, fieldState }) => (
          <SportPreferencesField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">{PASSWORD_FIELDS.map(renderField)}</div>
      <Button type="submit" size="lg">
        Sign Up
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in here
        </Link>
      </p>
    </form>
  );
}
