import type { TextFieldSpec } from '../../components/text-field.tsx';

/** A new password and its confirmation, as resetting and changing it ask them. */
export const NEW_PASSWORD_FIELDS: TextFieldSpec<'password' | 'confirmPassword'>[] = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
];
