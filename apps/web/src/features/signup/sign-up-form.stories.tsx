import type { RegisterData, RegisterInput } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { SignUpFormView } from './sign-up-form.tsx';

const filled: RegisterInput = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'player@example.com',
  phone: '0412345678',
  age: '30',
  height: '1.7',
  weight: '70',
  sportPreferences: ['Badminton'],
  password: 'secret123',
  confirmPassword: 'secret123',
};

/** The sign-up form with its own react-hook-form state, as the page holds it. */
function SignUpFormStory({ emailError }: { emailError?: string }) {
  // One object for the form's life: a new one each render would set the errors again and again.
  const [errors] = useState(() =>
    emailError ? { email: { type: 'server', message: emailError } } : undefined,
  );
  const form = useForm<RegisterInput, unknown, RegisterData>({ defaultValues: filled, errors });
  return <SignUpFormView form={form} onValid={fn()} />;
}

const meta = {
  title: 'Sign up/SignUpForm',
  component: SignUpFormStory,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[24rem] max-w-full">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SignUpFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and ready to send. */
export const Filled: Story = {};

/** The email already has an account: the field is marked, besides the toast 'Registration failed'. */
export const EmailTaken: Story = {
  args: { emailError: 'An account with this email already exists' },
};
